# exercise: ex_causal_weights
# mistake: Sizes the mask from scores.shape[0] instead of the last axis n, so with a leading batch axis the mask is (b, b) and fails to broadcast (or is the wrong size); use n = scores.shape[-1]. [cond: scores has a leading axis whose size differs from n]
import torch


def ex_causal_weights(scores):
    T = scores.shape[0]  # number of tokens
    mask = torch.triu(torch.ones(T, T, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
