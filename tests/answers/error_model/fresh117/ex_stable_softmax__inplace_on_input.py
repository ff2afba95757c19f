# exercise: ex_stable_softmax
# mistake: Uses in-place sub_/exp_/div_ on x itself to save memory, so the caller's tensor is overwritten with the result (and the returned tensor aliases it); the function must leave x unchanged and return a new tensor.
"""Memory-frugal stable softmax."""
import torch
from torch import Tensor


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    """Compute softmax without allocating intermediate buffers."""
    peak = x.amax(dim=dim, keepdim=True)
    x.sub_(peak).exp_()
    return x.div_(x.sum(dim=dim, keepdim=True))
