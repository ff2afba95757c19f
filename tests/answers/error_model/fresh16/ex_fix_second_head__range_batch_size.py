# exercise: ex_fix_second_head
# mistake: The loop runs over range(a.shape[0]) (the batch size, 1) instead of range(a.shape[1]) (the heads), so only the first head is returned, shape (1, n, n). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    return torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[0])])
