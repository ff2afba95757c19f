# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores at 80 before exp instead of subtracting the slice maximum, so large scores that differ (e.g. 1e4 and 1e4 - 5) become equal and get equal weights; subtract x.amax(dim, keepdim=True) instead. [cond: scores above 80]
"""Overflow-safe softmax."""
import torch
from torch import Tensor

# exp(88.7) is the largest finite float32 exponential; stay safely below it
MAX_LOGIT: float = 80.0


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    e = x.clamp(max=MAX_LOGIT).exp()
    return e / e.sum(dim=dim, keepdim=True)
