# exercise: ex3_1
# mistake: Copy-paste slip: W_key is set from sa_v2.W_query instead of sa_v2.W_key, so queries and keys are identical; each matrix must come from its own layer.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
