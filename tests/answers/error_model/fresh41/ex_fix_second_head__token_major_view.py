# exercise: ex_fix_second_head
# mistake: Reshapes with a.view(n, h, d).transpose(0, 1), as if tokens came before heads in memory, so the "heads" are scrambled rows of a; a[0] (or a.view(h, n, d)) already gives the heads. [cond: only when h > 1]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    per_head = a.view(n, h, d).transpose(0, 1)       # (h, n, d) without a copy
    return torch.stack([per_head[i] @ per_head[i].T for i in range(h)])
