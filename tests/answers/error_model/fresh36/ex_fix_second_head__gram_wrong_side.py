# exercise: ex_fix_second_head
# mistake: Fixes the head index and loops over every head, but multiplies headᵀ @ head (a d×d Gram matrix of the features) instead of head @ headᵀ, the n×n token scores.
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.size(1)):
        head_i = a[0, i, :, :]
        scores.append(head_i.T @ head_i)
    return torch.stack(scores)
