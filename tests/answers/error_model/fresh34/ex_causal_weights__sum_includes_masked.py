# exercise: ex_causal_weights
# mistake: The learner zeroed the future exponentials but divided by the sum over all keys, masked ones included, so rows do not sum to 1; the denominator must sum only the allowed keys.

import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    allowed = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))
    return (e * allowed) / e.sum(dim=-1, keepdim=True)
