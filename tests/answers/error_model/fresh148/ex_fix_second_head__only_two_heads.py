# exercise: ex_fix_second_head
# mistake: Fixes the index of the second head but still stacks exactly two heads, so for h != 2 the result has the wrong number of heads; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
