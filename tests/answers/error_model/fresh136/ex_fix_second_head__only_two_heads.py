# exercise: ex_fix_second_head
# mistake: Fixed the index of the second head to a[0, 1] but kept exactly two heads, so it fails for h = 1 and drops heads for h > 2; it must stack one product per head for all h. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
