# exercise: ex_fix_second_head
# mistake: Wrote a[0] @ a[0].T, but .T on a 3-D tensor reverses all its axes to (d, n, h), so the batched matmul fails (or is wrong); transpose only the last two axes (.mT or transpose(-1, -2)).
import torch


def ex_fix_second_head(a):
    heads = a[0]  # (h, n, d)
    return heads @ heads.T
