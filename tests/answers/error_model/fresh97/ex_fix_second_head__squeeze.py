# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a bare squeeze(), which also removes the head axis when h == 1 (or any size-1 axis), so a[i] is then a token row rather than a head; only axis 0 should go (a[0]). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()
    per_head = [a[i] @ a[i].T for i in range(a.shape[0])]
    return torch.stack(per_head)
