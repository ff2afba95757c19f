# exercise: ex_causal_weights
# mistake: The learner read n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size (error or wrong mask); n is the last axis, scores.shape[-1]. [cond: only for batched scores whose first axis differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
