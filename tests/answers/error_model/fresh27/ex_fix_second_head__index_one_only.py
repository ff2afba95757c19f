# exercise: ex_fix_second_head
# mistake: Fixed the index to a[0, 1] but kept exactly two heads, so for h ≠ 2 it returns 2 heads (or raises for h = 1) instead of all h; loop over every head: torch.stack([a[0, i] @ a[0, i].T for i in range(h)]). [cond: h ≠ 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
