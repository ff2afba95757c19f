# exercise: ex_fix_second_head
# mistake: Multiplied a[0, i].T @ a[0, i], the (d, d) feature Gram matrix, instead of a[0, i] @ a[0, i].T, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    heads = [a[0, i, :, :] for i in range(a.shape[1])]
    return torch.stack([hd.T @ hd for hd in heads])
