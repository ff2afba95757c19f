# exercise: ex_fix_second_head
# mistake: Squeezes the stacked result, which also removes the head axis when there is a single head (or n = 1); the output must keep shape (h, n, n). [cond: only when h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    out = torch.stack([a[:, i] @ a[:, i].transpose(-2, -1) for i in range(a.shape[1])])
    return out.squeeze()
