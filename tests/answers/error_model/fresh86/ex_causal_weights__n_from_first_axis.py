# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0] (the number of rows, as for a 2-D matrix), which is the batch size for batched scores; n is the last axis, scores.shape[-1]. [cond: only when scores has more than two axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
