# exercise: ex_fix_second_head
# mistake: Fixes the index of the second head to a[0, 1] but still stacks exactly two heads, so the result is wrong for any h != 2; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def head_scores(a, head, batch=0):
    q = a[batch, head, :, :]
    return q @ q.T


def ex_fix_second_head(a):
    return torch.stack([head_scores(a, 0), head_scores(a, 1)])
