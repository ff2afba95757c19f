# exercise: ex_causal_weights
# mistake: The mask is created with torch.ones(n, n) on the CPU, so masked_fill fails for scores on a GPU; it must be created with device=scores.device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    return weights
