# exercise: ex_causal_weights
# mistake: Created the mask with torch.triu(torch.ones(n, n)) without device=scores.device, so it lives on the CPU and masked_fill fails for scores on a GPU. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n), diagonal=1) == 1
    weights = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return weights
