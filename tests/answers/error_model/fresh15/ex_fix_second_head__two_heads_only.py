# exercise: ex_fix_second_head
# mistake: Fixes only the index (a[0, 1] for the second head) and still stacks exactly two heads, so for h ≠ 2 the result has shape (2, n, n) instead of (h, n, n) (and h = 1 fails with an index error).
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
