# exercise: ex_fix_second_head
# mistake: Fixes the second slice to a[0, 1] but still returns exactly two heads, so it fails for h != 2; it must stack every head for i in range(a.shape[1]). [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
