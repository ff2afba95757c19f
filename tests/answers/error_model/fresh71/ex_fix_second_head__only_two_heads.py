# exercise: ex_fix_second_head
# mistake: Fixed the index of the second head but kept exactly two heads; it must stack one score matrix per head for any h. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
