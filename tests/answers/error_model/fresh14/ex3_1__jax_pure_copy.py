# exercise: ex3_1
# mistake: JAX-style pure function: deep-copies sa_v1, sets the copy's W_query/W_key/W_value to the transposed v2 weights and returns the copy; the sa_v1 passed in is never changed, so `sa_v1(x)` still returns its own random-weight output (diff 0.75 from sa_v2 on the book's inputs). Right: modify sa_v1 in place, return nothing.
import copy

import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    """Functional update: never mutate the input module, return the new one."""
    new = copy.deepcopy(sa_v1)
    new.W_query = nn.Parameter(sa_v2.W_query.weight.detach().T.clone())
    new.W_key = nn.Parameter(sa_v2.W_key.weight.detach().T.clone())
    new.W_value = nn.Parameter(sa_v2.W_value.weight.detach().T.clone())
    sa_v1 = new
    return sa_v1
