# exercise: ex_fix_second_head
# mistake: The learner fixes the second head's index (a[0, 1]) but still stacks exactly two heads, so for h != 2 heads are missing or indexing fails; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    assert a.dim() == 4 and a.shape[0] == 1, "a must be (1, h, n, d)"
    a = a.contiguous()
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
