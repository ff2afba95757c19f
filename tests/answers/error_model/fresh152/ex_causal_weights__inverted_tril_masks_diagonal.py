# exercise: ex_causal_weights
# mistake: Built the future mask as ~tril(ones, diagonal=-1), which also marks the diagonal, so a query cannot attend to itself (first row is all -inf and becomes NaN); the future is triu(ones, diagonal=1), or ~tril(ones, diagonal=0).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1)
    future = ~mask_simple.bool()
    masked = scores.masked_fill(future, -torch.inf)
    attn_weights = torch.softmax(masked, dim=-1)
    return attn_weights
