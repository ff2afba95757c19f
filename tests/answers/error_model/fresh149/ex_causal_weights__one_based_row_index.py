# exercise: ex_causal_weights
# mistake: Built the row index with arange(1, n+1) (1-based) but the column index with arange(n), so j > i lets every query see one future key; both indices must use the same base (or use triu with diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(1, n + 1, device=scores.device).view(n, 1)   # query i = 1..n
    j = torch.arange(n, device=scores.device).view(1, n)          # keys
    future = j > i
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
