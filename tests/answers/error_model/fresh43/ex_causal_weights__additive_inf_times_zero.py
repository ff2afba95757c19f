# exercise: ex_causal_weights
# mistake: Builds an additive mask as future.float() * -inf, but 0 * -inf is NaN, so every allowed score becomes NaN; the additive mask needs 0 where allowed (e.g. masked_fill, or torch.where).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    bias = future * float("-inf")
    return torch.softmax(scores + bias.to(scores.dtype), dim=-1)
