# exercise: ex_fix_second_head
# mistake: Computes head.T @ head (a d×d Gram matrix of the features) instead of head @ head.T (n×n token scores); the scores are a[0, i] @ a[0, i].T.
import torch


def ex_fix_second_head(a):
    jieguo = []
    for i in range(a.shape[1]):
        tou = a[0, i]
        jieguo.append(tou.T @ tou)
    return torch.stack(jieguo)
