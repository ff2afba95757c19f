# exercise: ex_fix_second_head
# mistake: The learner used .T on the 3-D tensor a[0] (h, n, d), which reverses all three axes to (d, n, h) instead of swapping the last two; use .transpose(1, 2) or .mT.
import torch


def ex_fix_second_head(a):
    heads = a[0]                  # (h, n, d)
    return heads @ heads.T
