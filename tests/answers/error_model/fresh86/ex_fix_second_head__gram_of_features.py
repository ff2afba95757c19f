# exercise: ex_fix_second_head
# mistake: The learner loops over all heads but computes head.T @ head (the d x d feature Gram/covariance matrix) instead of head @ head.T, the n x n token scores.
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i]          # (n, d)
        out.append(head.T @ head)
    return torch.stack(out)
