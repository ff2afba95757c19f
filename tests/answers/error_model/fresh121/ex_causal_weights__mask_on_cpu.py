# exercise: ex_causal_weights
# mistake: Creates the mask with torch.ones(n, n) on the default (CPU) device, so masked_fill fails for CUDA scores; it must be created with device=scores.device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
