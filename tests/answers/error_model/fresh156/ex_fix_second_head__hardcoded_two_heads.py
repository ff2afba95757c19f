# exercise: ex_fix_second_head
# mistake: The learner fixes the index of the second head but keeps exactly two heads, so the result has shape (2, n, n) for any h; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
