# exercise: ex_causal_weights
# mistake: The learner took n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size; n is scores.shape[-1]. [cond: only for scores with leading axes whose size differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
