# exercise: ex_fix_second_head
# mistake: Returned the batched a @ a.transpose(2, 3) itself, of shape (1, h, n, n), instead of the per-head scores stacked into (h, n, n).
import torch


def ex_fix_second_head(a):
    # the batched product is what we compare against anyway
    return a @ a.transpose(2, 3)
