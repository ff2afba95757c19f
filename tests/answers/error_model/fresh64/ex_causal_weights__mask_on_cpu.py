# exercise: ex_causal_weights
# mistake: Creates the causal mask with torch.ones(n, n) on the default (CPU) device, so masked_fill fails for scores on a GPU; the mask must be created on scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n).triu(diagonal=1).bool()
    weights = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return weights
