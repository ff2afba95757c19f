# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a.squeeze(), which also removes the head axis when h == 1 (and the token axis when n == 1), so the loop then walks over tokens; use a[0] or squeeze(0). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()          # (h, n, d)
    scores = [hd @ hd.transpose(-1, -2) for hd in heads]
    return torch.stack(scores)
