# exercise: ex3_1
# mistake: Works on a deep copy of sa_v1 and returns the copy, so the sa_v1 passed in is never changed; the statement asks to change sa_v1 itself in place and return nothing.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    # don't want to clobber the original module
    new = copy.deepcopy(sa_v1)
    new.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    new.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    new.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return new
