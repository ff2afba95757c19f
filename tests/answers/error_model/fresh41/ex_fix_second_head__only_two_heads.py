# exercise: ex_fix_second_head
# mistake: Fixes the index of the second head to a[0, 1] but still returns exactly two heads, so any h other than 2 gives the wrong number of heads (or an error for h = 1); it must loop over all a.shape[1] heads.
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
