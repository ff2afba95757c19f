# exercise: ex_fix_second_head
# mistake: Partial fix: the second head now reads a[0, 1], but the function still returns exactly two heads; it must loop over all h heads (a.shape[1]). [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
