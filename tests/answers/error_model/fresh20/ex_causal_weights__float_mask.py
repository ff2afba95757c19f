# exercise: ex_causal_weights
# mistake: Passes the float 0/1 triu mask straight to masked_fill, which requires a bool mask, so it raises; the mask needs .bool() (as in the book's mask.bool()).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    weights = torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
    assert torch.allclose(weights.sum(dim=-1), torch.ones_like(weights[..., 0]))
    return weights
