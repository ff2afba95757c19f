# exercise: ex_causal_weights
# mistake: Creates the mask with torch.triu(torch.ones(n, n)) on the CPU without device=scores.device, so masked_fill fails for scores on a GPU. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    *batch, n, _ = scores.shape
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    mask = mask.expand(*batch, n, n)
    return torch.softmax(torch.where(mask, float("-inf"), scores), dim=-1)
