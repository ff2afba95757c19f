# exercise: ex_fix_second_head
# mistake: The learner used a[0] @ a[0].T, but .T on the 3-D (h, n, d) tensor reverses all axes to (d, n, h) instead of swapping the last two; use .transpose(-2, -1) (or .mT).

import torch


def ex_fix_second_head(a):
    heads = a[0]                 # (h, n, d)
    return heads @ heads.T       # every head at once
