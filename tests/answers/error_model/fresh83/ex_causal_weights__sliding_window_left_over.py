# exercise: ex_causal_weights
# mistake: Keeps the window condition from sliding-window attention code, so keys more than 3 positions back are masked too; only future keys should be masked. [cond: n > 4]
import torch

WINDOW = 4


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)[:, None]
    j = torch.arange(n, device=scores.device)[None, :]
    blocked = (j > i) | (i - j >= WINDOW)
    return torch.softmax(scores.masked_fill(blocked, float("-inf")), dim=-1)
