# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[2]) (the tokens) instead of range(a.shape[1]) (the heads), giving n matrices instead of h or an index error. [cond: n != h]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[2]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
