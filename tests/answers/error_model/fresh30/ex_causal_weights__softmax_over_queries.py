# exercise: ex_causal_weights
# mistake: Took the softmax over the queries (dim=-2) so each key's column sums to 1, instead of over the keys (dim=-1) so each row does.

import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores = scores.masked_fill(future, float("-inf"))
    # softmax over the sequence
    return torch.softmax(scores, dim=-2)
