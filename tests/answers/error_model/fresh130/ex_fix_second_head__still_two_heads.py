# exercise: ex_fix_second_head
# mistake: The learner fixed the second slice to a[0, 1] but still returns exactly two heads, so for h ≠ 2 heads are missing (or h = 1 fails); it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
