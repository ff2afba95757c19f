# exercise: ex3_1
# mistake: Copied each nn.Linear weight as it is, shape (d_out, d_in) = (2, 3), into sa_v1's raw matrices, which are used as x @ W and need (d_in, d_out) = (3, 2); the weights must be transposed (weight.T), so sa_v1(x) now fails on the (6, 3) inputs.
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # both classes use the same three attribute names, so just loop over them
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, nn.Parameter(getattr(sa_v2, name).weight.detach().clone()))
