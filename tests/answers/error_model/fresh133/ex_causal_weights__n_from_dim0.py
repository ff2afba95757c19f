# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size (an error, or a wrong mask when b equals n); n is scores.shape[-1]. [cond: only for batched scores (more than 2 axes)]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
