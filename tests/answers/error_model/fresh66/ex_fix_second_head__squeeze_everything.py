# exercise: ex_fix_second_head
# mistake: Each head is taken as a[:, i] (keeping the batch axis) and the stacked result is squeezed with .squeeze(), which also drops the head axis when h = 1 (and token axes when n = 1); squeeze only the batch axis. [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    per_head = [a[:, i] @ a[:, i].transpose(1, 2) for i in range(a.shape[1])]
    res = torch.stack(per_head)  # (h, 1, n, n)
    print(res.shape)
    return res.squeeze()
