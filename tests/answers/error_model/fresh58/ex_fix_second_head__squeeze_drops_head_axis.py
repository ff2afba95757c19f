# exercise: ex_fix_second_head
# mistake: The learner iterates over a.squeeze(), which also drops the head axis when h == 1 (and any axis of size 1), so with one head it loops over the tokens and returns the wrong shape; only the batch axis should go (a[0] or squeeze(0)). [cond: only when h == 1 (or n == 1 / d == 1)]
import torch


def ex_fix_second_head(a):
    per_head = a.squeeze()          # (h, n, d)
    return torch.stack([hd @ hd.T for hd in per_head])
