# exercise: ex_fix_second_head
# mistake: Fixed the index to a[0, 1] but still returns exactly two heads; it must loop over all h = a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
