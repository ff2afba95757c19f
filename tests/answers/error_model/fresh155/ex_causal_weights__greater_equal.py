# exercise: ex_causal_weights
# mistake: Marks the future with j >= i, which also masks the diagonal, so a query cannot see itself and the first row is all -inf (NaN); the diagonal must stay visible (j > i).
import torch


def future_mask(n, device=None):
    pos = torch.arange(n, device=device)
    return pos[None, :] >= pos[:, None]


def ex_causal_weights(scores, fill=float('-inf'), dim=-1):
    mask = future_mask(scores.size(-1), device=scores.device)
    return torch.softmax(scores.masked_fill(mask, fill), dim=dim)
