# exercise: ex_causal_weights
# mistake: Reads n from scores.shape[0], which is the batch size for batched scores (wrong mask, or a shape error); n is the last axis, scores.shape[-1]. [cond: scores with more than two axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(masked, dim=-1)
