# exercise: ex_fix_second_head
# mistake: Fixes only the index (`a[0, 1]` for the second head) but keeps exactly two heads: right for h = 2, but returns (2, n, n) for h = 3 and raises IndexError for h = 1. Right: loop over all h heads. [cond: h ≠ 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
