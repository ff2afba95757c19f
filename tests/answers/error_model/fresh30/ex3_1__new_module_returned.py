# exercise: ex3_1
# mistake: Built and returned a new SelfAttention_v1 with the v2 weights instead of changing the given sa_v1 in place, which keeps its old random weights.

import copy
import torch


def ex3_1(sa_v1, sa_v2):
    new_v1 = copy.deepcopy(sa_v1)
    with torch.no_grad():
        new_v1.W_query.copy_(sa_v2.W_query.weight.T)
        new_v1.W_key.copy_(sa_v2.W_key.weight.T)
        new_v1.W_value.copy_(sa_v2.W_value.weight.T)
    sa_v1 = new_v1
    return sa_v1
