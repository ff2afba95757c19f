# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size (an error, or a wrong mask); n is the size of the last axis, scores.shape[-1]. [cond: only for scores with leading batch/head axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
