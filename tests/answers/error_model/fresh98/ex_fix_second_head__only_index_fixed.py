# exercise: ex_fix_second_head
# mistake: Fixes the second head's index to 1 but keeps exactly two heads, so it fails for one head and drops heads 3..h; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
