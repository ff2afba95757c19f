# exercise: ex_causal_weights
# mistake: Uses masked_fill_ in place, which overwrites the caller's scores tensor with -inf (and fails on scores that require grad); it should use the out-of-place masked_fill.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.masked_fill_(future, float('-inf'))
    return torch.softmax(scores, dim=-1)
