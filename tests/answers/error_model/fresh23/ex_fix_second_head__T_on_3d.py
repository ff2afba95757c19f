# exercise: ex_fix_second_head
# mistake: Batched the heads as a[0] @ a[0].T, but .T on the 3-D (h, n, d) tensor reverses all three axes to (d, n, h) instead of swapping the last two; it needs a[0].transpose(1, 2) (or .mT).
import torch


def ex_fix_second_head(a):
    # every head at once instead of one by one
    return a[0] @ a[0].T
