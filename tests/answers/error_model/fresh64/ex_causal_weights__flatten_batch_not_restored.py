# exercise: ex_causal_weights
# mistake: Flattens the leading axes with reshape(-1, n, n) for the masked softmax but returns that 3-axis tensor instead of reshaping back to the input's shape. [cond: input does not have exactly 3 axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    S = scores.reshape(-1, n, n)          # stack of n x n matrices
    M = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    A = torch.softmax(S.masked_fill(M, float("-inf")), dim=-1)
    return A
