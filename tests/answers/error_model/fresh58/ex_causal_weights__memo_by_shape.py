# exercise: ex_causal_weights
# mistake: The learner caches the masked score tensor in a global dict keyed by the scores' shape (thinking only the mask depends on the shape), so a second call with new scores of the same shape returns the first call's weights; only the mask may be reused, the scores must be masked fresh every call. [cond: only from the second call with the same shape]
import torch

_masked_cache = {}


def ex_causal_weights(scores):
    key = tuple(scores.shape)
    if key not in _masked_cache:
        n = scores.shape[-1]
        future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
        _masked_cache[key] = scores.masked_fill(future, float("-inf"))
    masked = _masked_cache[key]
    return torch.softmax(masked, dim=-1)
