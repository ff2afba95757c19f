# exercise: ex_fix_second_head
# mistake: Using the column-vector Gram matrix A^T A, the learner computes head.T @ head of shape (d, d) instead of head @ head.T of shape (n, n) (the token-by-token scores).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        A = a[0, i]  # head i
        out.append(A.T @ A)  # Gram matrix G = A^T A
    return torch.stack(out)
