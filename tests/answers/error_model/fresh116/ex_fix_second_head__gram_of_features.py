# exercise: ex_fix_second_head
# mistake: Computed head.T @ head (tf.matmul transpose_a habit), the (d, d) feature Gram matrix, instead of head @ head.T, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    heads = a[0]  # (h, n, d)
    return torch.stack([torch.matmul(heads[i].T, heads[i]) for i in range(heads.shape[0])])
