# exercise: ex_fix_second_head
# mistake: The second head is now a[0, 1], but the function still returns exactly two heads; for any h it must stack the scores of all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
