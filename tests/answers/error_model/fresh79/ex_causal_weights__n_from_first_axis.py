# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0] instead of the last axis, so for batched scores (b, n, n) the mask is b x b: it crashes when b != n and masks wrongly when b == n. [cond: scores with leading batch axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return scores.softmax(dim=-1)
