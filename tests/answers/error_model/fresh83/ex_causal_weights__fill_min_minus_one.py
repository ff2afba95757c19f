# exercise: ex_causal_weights
# mistake: Fills future scores with scores.min() - 1 instead of -inf, so masked keys still get weight exp(-gap) > 0; they must get exactly 0.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    very_low = scores.min() - 1
    return torch.softmax(scores.masked_fill(future, very_low), dim=-1)
