# exercise: ex3_1
# mistake: The learner also divides the query matrix by sqrt(d_out), believing v1 does not scale the scores; both classes scale the same way, so W_query must be exactly W_query.weight.T.
import math
import torch


def ex3_1(sa_v1, sa_v2):
    d_out = sa_v2.W_query.weight.shape[0]
    # v2 goes through nn.Linear; fold the 1/sqrt(d_k) into the query so v1 matches
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T / math.sqrt(d_out))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
