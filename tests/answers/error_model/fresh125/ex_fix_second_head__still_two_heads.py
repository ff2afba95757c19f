# exercise: ex_fix_second_head
# mistake: fixes the second slice to a[0, 1] but still stacks exactly two heads, so other numbers of heads give the wrong count (or fail for h = 1); it must loop over range(a.shape[1]). [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
