# exercise: ex_fix_second_head
# mistake: Fixes the second head's index to a[0, 1] but still stacks exactly two heads, so for h != 2 it returns the wrong number of heads (or fails for h = 1). [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
