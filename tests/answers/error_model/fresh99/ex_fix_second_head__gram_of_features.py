# exercise: ex_fix_second_head
# mistake: Each head computes head.T @ head (a d x d feature matrix) instead of head @ head.T (n x n token scores); the product order is reversed.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    result = []
    for head_idx in range(h):
        X = a[0, head_idx]          # (n, d)
        result.append(X.T @ X)
    return torch.stack(result)
