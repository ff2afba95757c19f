# exercise: ex_causal_weights
# mistake: Builds the future mask with row <= column, which also masks the diagonal, so the first query has no key left (NaN); the future is column > row.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    future = idx.unsqueeze(0).expand(n, n) >= idx.unsqueeze(1).expand(n, n)
    return scores.masked_fill(future, float("-inf")).softmax(dim=-1)
