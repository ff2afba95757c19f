# exercise: ex_fix_second_head
# mistake: The learner calls a.squeeze() to drop the batch axis, which also drops the head axis when h == 1 (or n == 1, d == 1), so it then loops over tokens; it must remove only axis 0 (a[0] or squeeze(0)). [cond: h == 1]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()  # (h, n, d)
    scores = []
    for head in a:
        scores.append(head @ head.transpose(-1, -2))
    return torch.stack(scores)
