# exercise: ex3_1
# mistake: After splitting the copy into two loops, the second loop reuses the last `w` of the first, so all three of sa_v1's matrices get W_value's weight (transposed); each needs its own layer's weight.T.

import torch

NAMES = ("W_query", "W_key", "W_value")


def ex3_1(sa_v1, sa_v2):
    # collect the weights first
    for name in NAMES:
        w = getattr(sa_v2, name).weight.detach()
    # then write them into v1 (x @ W layout, so transpose)
    with torch.no_grad():
        for name in NAMES:
            getattr(sa_v1, name).copy_(w.T)
