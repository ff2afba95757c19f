# exercise: ex_fix_second_head
# mistake: Computes head.T @ head (a d × d feature Gram matrix) instead of head @ head.T (n × n token scores).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    scores = []
    i = 0
    while i < h:
        head = a[0, i, :, :]
        scores.append(head.T @ head)
        i += 1
    return torch.stack(scores)
