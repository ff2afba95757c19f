# exercise: ex3_1
# mistake: Deep-copied sa_v1 and set the weights on the copy, which it returns, leaving sa_v1 itself unchanged; the weights must be assigned to sa_v1 in place.
import torch
import torch.nn.functional as F

import copy


def ex3_1(sa_v1, sa_v2):
    new = copy.deepcopy(sa_v1)
    new.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    new.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    new.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return new
