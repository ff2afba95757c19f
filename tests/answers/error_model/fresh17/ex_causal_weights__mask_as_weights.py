# exercise: ex_causal_weights
# mistake: Multiplied the scores by a 0/1 lower-triangular mask, which sets future scores to 0 rather than excluding them, so future keys still get weight exp(0); forbidden scores must be -inf before the softmax.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    return torch.softmax(scores * keep, dim=-1)
