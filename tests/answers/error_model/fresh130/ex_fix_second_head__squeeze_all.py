# exercise: ex_fix_second_head
# mistake: The learner removes the batch axis with a.squeeze(), which also drops the head axis when h = 1 (and a token axis when n = 1), so the loop then runs over tokens; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h = 1 or n = 1]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()          # (h, n, d)
    scores = []
    for i in range(a.shape[0]):
        scores.append(a[i] @ a[i].T)
    return torch.stack(scores)
