# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0] instead of the last axis, so for batched scores the mask has the batch size (a 1x1 mask masks nothing, other sizes crash); n is scores.shape[-1]. [cond: only for batched scores]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
