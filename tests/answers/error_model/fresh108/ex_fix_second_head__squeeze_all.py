# exercise: ex_fix_second_head
# mistake: Computes the batched scores and removes the batch axis with .squeeze(), which also removes the head axis when h == 1 (and the token axes when n == 1); it must drop only axis 0 (squeeze(0) or [0]). [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    scores = a @ a.transpose(-2, -1)   # (1, h, n, n)
    return scores.squeeze()
