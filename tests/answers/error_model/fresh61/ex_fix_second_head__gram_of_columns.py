# exercise: ex_fix_second_head
# mistake: Treats each token as a column vector and computes headᵀ @ head, the (d, d) feature Gram matrix, instead of head @ headᵀ, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    scores = []
    for k in range(h):
        A_k = a[0, k]          # columns = tokens
        scores.append(A_k.T @ A_k)
    return torch.stack(scores)
