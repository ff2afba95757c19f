# exercise: ex_causal_weights
# mistake: The learner took n = scores.shape[0], which is the batch size for batched scores; n is the last axis, scores.shape[-1]. [cond: scores with leading axes (…, n, n) where the first axis is not n]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
