# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a bare squeeze(), which also removes the head axis when h == 1, and the special case for the resulting 2-D tensor returns a single (n, n) matrix instead of shape (1, n, n); squeeze(0) or a[0] keeps the head axis. [cond: h == 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()  # (h, n, d)
    if x.dim() == 2:
        # only one head left
        return x @ x.T
    return torch.stack([x[i] @ x[i].T for i in range(x.shape[0])])
