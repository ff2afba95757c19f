# exercise: ex_causal_weights
# mistake: Took the softmax over dim=1, which is the key axis only for 2-D scores; for batched (..., n, n) scores it normalises over the wrong axis, it must be dim=-1. [cond: scores with leading batch axes]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    s = scores.masked_fill(torch.triu(torch.ones(n, n, device=scores.device), 1).bool(), -torch.inf)
    return torch.softmax(s, dim=1)
