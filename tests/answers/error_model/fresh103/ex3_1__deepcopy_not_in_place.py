# exercise: ex3_1
# mistake: The learner copies sa_v1 with copy.deepcopy, sets the weights on the copy and returns it, so the caller's sa_v1 keeps its old weights; the statement asks to change sa_v1 itself in place.
import copy

import torch


def ex3_1(sa_v1, sa_v2):
    new_v1 = copy.deepcopy(sa_v1)  # don't break the original while trying
    new_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    new_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    new_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return new_v1
