# exercise: ex_causal_weights
# mistake: The learner pivoted the table to keys x queries, masked it correctly there, but took the softmax along the pivoted table's last axis (over queries) before pivoting back, so the columns, not the rows, sum to 1; the softmax must run over the keys.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pivot = scores.transpose(-2, -1)            # rows = keys, cols = queries
    # a key j is in the future of query i when j > i: below the diagonal here
    later = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    pivot = pivot.masked_fill(later, float("-inf"))
    w = torch.softmax(pivot, dim=-1)
    return w.transpose(-2, -1)
