import torch


def ex_fix_second_head(a):
    return torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[1])])
