# exercise: ex3_1
# mistake: Built a new SelfAttention_v1 with the right weights and rebound the local name sa_v1 to it, which leaves the caller's module unchanged; the parameters of the given sa_v1 must be changed in place.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    new_v1 = copy.deepcopy(sa_v1)
    new_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    new_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    new_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    sa_v1 = new_v1
