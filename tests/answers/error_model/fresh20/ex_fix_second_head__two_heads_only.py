# exercise: ex_fix_second_head
# mistake: Fixed only the index (a[0, 1]) and still stacks exactly two heads, so any other number of heads gives the wrong shape or raises; it must loop over all h = a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
