# exercise: ex_causal_weights
# mistake: Took n from scores.shape[0], as in the 2-D (n, n) version, instead of scores.shape[-1]; with leading batch/head axes the mask has the wrong size. [cond: scores has leading axes whose first size is not n]
import torch


def causal_mask(n, device):
    return torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = causal_mask(n, scores.device)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
