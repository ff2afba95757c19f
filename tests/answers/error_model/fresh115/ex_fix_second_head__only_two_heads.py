# exercise: ex_fix_second_head
# mistake: Fixed the second head to a[0, 1] but kept exactly two hand-written heads, so the result is always (2, n, n); loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    heads = {}
    heads["first"] = a[0, 0, :, :]
    heads["second"] = a[0, 1, :, :]
    scores = {k: v @ v.T for k, v in heads.items()}
    return torch.stack([scores["first"], scores["second"]])
