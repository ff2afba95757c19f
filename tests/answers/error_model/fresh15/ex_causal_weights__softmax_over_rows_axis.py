# exercise: ex_causal_weights
# mistake: Normalises with softmax along dim=-2 (over the queries of each key column) instead of dim=-1, so rows do not sum to 1 (e.g. the last row of a 3×3 all-zero score matrix is [1/3, 1/2, 1] instead of [1/3, 1/3, 1/3]).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.ones(n, n, device=scores.device, dtype=torch.bool).tril()
    masked = scores.masked_fill(~keep, float("-inf"))
    return torch.softmax(masked, dim=-2)
