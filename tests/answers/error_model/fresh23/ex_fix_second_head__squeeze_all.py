# exercise: ex_fix_second_head
# mistake: Iterated over a.squeeze(), which also removes the head axis when h = 1, so the loop walks the tokens and returns a vector of n numbers instead of shape (1, n, n); squeeze(0) (or a[0]) drops only the batch axis. [cond: h == 1]
import torch


def ex_fix_second_head(a):
    return torch.stack([m @ m.T for m in a.squeeze()])
