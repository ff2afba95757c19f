# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a bare squeeze(), which also removes the head axis when h == 1 (and the token axis when n == 1), so the loop then runs over tokens instead of heads; it should be squeeze(0) or a[0]. [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()  # (h, n, d)
    out = []
    for i in range(x.shape[0]):
        out.append(x[i] @ x[i].T)
    return torch.stack(out)
