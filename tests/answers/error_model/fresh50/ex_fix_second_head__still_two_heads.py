# exercise: ex_fix_second_head
# mistake: The learner fixes the index of the second head to a[0, 1] but keeps exactly two heads, so the result is wrong for any h other than 2; all heads a[0, i] for i in range(h) must be stacked. [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
