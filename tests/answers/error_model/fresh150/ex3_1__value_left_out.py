# exercise: ex3_1
# mistake: The learner copied only the query and key weights and left sa_v1's own W_value; W_value must also get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # scores come from queries and keys
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
