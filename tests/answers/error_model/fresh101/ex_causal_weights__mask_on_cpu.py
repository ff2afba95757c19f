# exercise: ex_causal_weights
# mistake: Creates the mask on the CPU (no device=), which fails for scores on a GPU; the mask must be created on scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
