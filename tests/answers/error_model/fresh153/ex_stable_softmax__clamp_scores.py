# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores to [-80, 80] instead of subtracting the maximum, which changes the result for large scores (e.g. 1e4 and 1e4 - 1 both become 80 and get equal weight).
import torch

_LIMIT = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    safe = x.clamp(min=-_LIMIT, max=_LIMIT)
    e = torch.exp(safe)
    denom = e.sum(dim=dim, keepdim=True)
    denom = torch.where(denom == 0, torch.ones_like(denom), denom)
    return e / denom
