# exercise: ex_causal_weights
# mistake: Unpacks divmod(k, n) as (j, i) instead of (i, j) (row first), so the mask is transposed and hides the past instead of the future.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.zeros(n * n, dtype=torch.bool, device=scores.device)
    for k in range(n * n):
        j, i = divmod(k, n)
        if j > i:
            mask[k] = True
    mask = mask.view(n, n)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
