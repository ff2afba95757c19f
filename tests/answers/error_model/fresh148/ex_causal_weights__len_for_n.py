# exercise: ex_causal_weights
# mistake: Takes n = len(scores), the size of the first axis, instead of scores.shape[-1]; for batched scores (b, n, n) with b != n the mask has the wrong size. [cond: scores with a batch or head axis whose size differs from n]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu_(1)
    w = scores.masked_fill(mask, float('-inf'))
    return w.softmax(dim=-1)
