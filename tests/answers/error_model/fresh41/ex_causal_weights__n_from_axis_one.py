# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[1], which is the number of heads for (b, h, n, n) scores, so the mask has the wrong size (an error, or wrong weights when h equals n); n is scores.shape[-1]. [cond: only for 4-D scores (b, h, n, n)]
import torch


def ex_causal_weights(scores):
    n = scores.shape[1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    w = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(w, dim=-1)
