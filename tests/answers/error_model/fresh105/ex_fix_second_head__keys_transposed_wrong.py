# exercise: ex_fix_second_head
# mistake: The learner rewrote the per-head product as head.T @ head (d×d feature covariance) instead of head @ head.T (n×n token scores). [cond: also gives the wrong shape when n != d]
import torch


def ex_fix_second_head(a):
    scores = []
    for head in a[0]:          # iterate over heads
        scores.append(head.T @ head)
    return torch.stack(scores)
