# exercise: ex_causal_weights
# mistake: The learner numbered keys and queries with running counts of a ones table, but took both cumsums along the last axis, so "key position > query position" is never true and nothing is masked; the query number must come from a cumsum along the rows (dim=-2).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, device=scores.device)
    key_pos = ones.cumsum(dim=-1)     # 1 2 3 ... across each row
    query_pos = ones.cumsum(dim=1)    # row number
    future = key_pos > query_pos
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
