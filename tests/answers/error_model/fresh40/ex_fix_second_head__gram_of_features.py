# exercise: ex_fix_second_head
# mistake: Treated each head's rows as feature columns and computed head.T @ head, a (d, d) matrix over features, instead of head @ head.T, the (n, n) scores between tokens. [cond: wrong shape when d != n]
import torch


def ex_fix_second_head(a):
    scores = [a[0, i].T @ a[0, i] for i in range(a.shape[1])]
    return torch.stack(scores)
