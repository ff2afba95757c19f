# exercise: ex_causal_weights
# mistake: Builds an additive mask as triu(ones, 1) * -inf, but 0 * -inf is NaN, so every allowed position becomes NaN; the mask should be 0 where allowed (e.g. masked_fill with -inf).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    bias = torch.triu(torch.ones(n, n, dtype=scores.dtype, device=scores.device), diagonal=1) * float("-inf")
    return torch.softmax(scores + bias, dim=-1)
