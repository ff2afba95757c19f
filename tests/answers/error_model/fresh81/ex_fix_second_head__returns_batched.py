# exercise: ex_fix_second_head
# mistake: Returned the batched a @ a.transpose(2, 3) itself, of shape (1, h, n, n), instead of the per-head scores stacked into shape (h, n, n).
import torch


def ex_fix_second_head(a):
    # the batched version is already correct, use it for all heads
    scores = a @ a.transpose(2, 3)
    return scores
