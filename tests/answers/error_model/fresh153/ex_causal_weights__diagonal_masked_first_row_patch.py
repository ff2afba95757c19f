# exercise: ex_causal_weights
# mistake: Masks the diagonal too (diagonal=0) and patches the resulting NaN in row 0 by setting its weight to 1, so no query attends to itself; only keys after the query (diagonal=1) may be masked.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=0)
    weights = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    # the first token has nothing before it: give it to itself
    weights = torch.nan_to_num(weights, nan=0.0)
    weights[..., 0, 0] = 1.0
    return weights
