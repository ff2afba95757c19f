# exercise: ex_fix_second_head
# mistake: Looped over range(a.shape[2]) (the number of tokens n) instead of a.shape[1] (the heads), so it fails or returns the wrong number of heads whenever n != h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[2]):
        head = a[0, i]
        scores.append(head @ head.T)
    return torch.stack(scores)
