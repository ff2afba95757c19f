# exercise: ex_fix_second_head
# mistake: The learner computes head.T @ head, the (d, d) feature Gram matrix, instead of head @ head.T, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[1]):
        h_i = a[0, i, :, :]
        scores.append(torch.matmul(h_i.T, h_i))
    return torch.stack(scores)
