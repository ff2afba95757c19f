# exercise: ex_causal_weights
# mistake: n is read from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size; n is scores.shape[-1]. [cond: scores with leading axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores = scores.masked_fill(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
