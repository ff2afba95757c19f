# exercise: ex_causal_weights
# mistake: Fills where mask == 0, which is the diagonal and the past, instead of where mask == 1 (the future); the last query ends up with every key masked and a NaN row.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask == 0, -torch.inf)
    return torch.softmax(masked, dim=-1)
