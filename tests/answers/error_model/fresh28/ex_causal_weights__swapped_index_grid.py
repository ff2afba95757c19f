# exercise: ex_causal_weights
# mistake: Built the mask j > i from broadcast index grids with i along columns and j along rows, which is the transposed mask: each query sees only later keys and the diagonal; i must index rows (queries) and j columns (keys).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)[None, :]   # query index
    j = torch.arange(n, device=scores.device)[:, None]   # key index
    future = j > i
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
