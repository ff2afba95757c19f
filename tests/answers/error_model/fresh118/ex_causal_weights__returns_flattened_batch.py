# exercise: ex_causal_weights
# mistake: Flattens the leading axes with view(-1, n, n) for speed and returns that tensor without restoring the original shape; reshape the result back to scores.shape. [cond: scores with other than 3 axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    flat = scores.reshape(-1, n, n)
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    out = torch.empty_like(flat)
    out.copy_(torch.softmax(flat.masked_fill(mask, float("-inf")), dim=-1))
    return out
