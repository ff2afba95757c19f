# exercise: ex_fix_second_head
# mistake: Calls a.squeeze() to drop the batch axis, which also drops the head axis when h = 1 (or any other size-1 axis), so the loop then runs over tokens; use a[0] or squeeze(0). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    scores = []
    for head in heads:
        scores.append(head @ head.T)
    return torch.stack(scores)
