# exercise: ex3_1
# mistake: Works on a deepcopy of sa_v1 and returns it, so the caller's sa_v1 is never changed; the exercise asks to change sa_v1 itself in place (return nothing).

import copy

import torch


def ex3_1(sa_v1, sa_v2):
    # don't mutate arguments, return a new module instead
    sa_v1 = copy.deepcopy(sa_v1)
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
    return sa_v1
