# exercise: ex_causal_weights
# mistake: Creates the triu mask without device=scores.device, so masked_fill fails when scores live on a GPU; the mask must be created on the scores' device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    masked = scores.masked_fill(mask, -torch.inf)
    return masked.softmax(dim=-1)
