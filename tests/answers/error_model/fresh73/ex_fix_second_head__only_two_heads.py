# exercise: ex_fix_second_head
# mistake: Fixed the index of the second head (a[0, 1]) but kept exactly two heads, so for h != 2 it returns the wrong number of heads (or crashes for h = 1); it must stack all h heads. [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
