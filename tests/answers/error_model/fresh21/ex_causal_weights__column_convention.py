# exercise: ex_causal_weights
# mistake: Using the column convention (entry [j, i] for query i), the learner masks the lower triangle (tril(diagonal=-1)), so every query attends only to itself and later keys; scores are [query, key], and the upper triangle (triu(diagonal=1)) must be masked.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # key j is visible to query i iff j <= i ; entry (j, i) forbidden for j > i
    forbidden = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    return torch.softmax(scores.masked_fill(forbidden, float("-inf")), dim=-1)
