# exercise: ex_causal_weights
# mistake: Masks the diagonal too (triu with diagonal=0), so no query sees itself and the first row is all -inf; the NaN guard turns it into zeros, so row 0 sums to 0 and the other rows leave out the own token.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    w = torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
