# exercise: ex_causal_weights
# mistake: The learner caches the mask in a global on the first call and reuses it, so a later call with a different n (or device) uses a mask of the wrong size and fails; the mask must be built for each call's n. [cond: a second call with a different n]
import torch

_mask = None

def ex_causal_weights(scores):
    global _mask
    if _mask is None:
        n = scores.shape[-1]
        _mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(_mask, float("-inf")), dim=-1)
