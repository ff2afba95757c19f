# exercise: ex_causal_weights
# mistake: Built the mask with triu(diagonal=0), which also hides each token from itself; the first row is then all -inf and NaN. Only keys above the diagonal (diagonal=1) are masked.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
