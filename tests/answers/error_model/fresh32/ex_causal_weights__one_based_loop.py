# exercise: ex_causal_weights
# mistake: Fills the mask with loops for i in range(1, n), j in range(i + 1, n), so query 0 is never masked and attends to every later key; rows start at 0.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.zeros(n, n, dtype=torch.bool, device=scores.device)
    # for i = 1..n, block keys j > i
    for i in range(1, n):
        for j in range(i + 1, n):
            mask[i, j] = True
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
