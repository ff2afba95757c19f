# exercise: ex_causal_weights
# mistake: The learner uses masked_fill_ in place on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; use the out-of-place masked_fill.
import torch

_future = {}


def ex_causal_weights(scores):
    n = scores.shape[-1]
    key = (n, str(scores.device))
    if key not in _future:
        _future[key] = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.masked_fill_(_future[key], -torch.inf)
    return scores.softmax(dim=-1)
