# exercise: ex_fix_second_head
# mistake: The loop runs over a.shape[2] (the tokens) instead of a.shape[1] (the heads), so it fails or returns the wrong number of heads; the heads axis is 1. [cond: n != h]
import torch

def ex_fix_second_head(a):
    S = []
    for i in range(a.shape[2]):
        S.append(torch.einsum('nd,md->nm', a[0, i], a[0, i]))
    return torch.stack(S)
