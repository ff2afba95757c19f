# exercise: ex_fix_second_head
# mistake: The learner fixed the index of the second head (a[0, 1]) but kept exactly two heads, so any h other than 2 is wrong (or fails for h = 1); loop over range(a.shape[1]). [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
