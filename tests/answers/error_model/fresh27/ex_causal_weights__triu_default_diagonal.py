# exercise: ex_causal_weights
# mistake: Built the mask with torch.triu's default diagonal=0, which also masks the diagonal, so every query loses itself and the first row is all -inf (NaN); the mask above the diagonal is triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device)).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return torch.softmax(scores, dim=-1)
