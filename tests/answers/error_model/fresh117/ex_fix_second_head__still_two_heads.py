# exercise: ex_fix_second_head
# mistake: Fixes the second slice to a[0, 1] but still returns exactly two heads, so for h != 2 the stack has the wrong number of heads (and h = 1 fails); it must loop over all a.shape[1] heads. [cond: h != 2]
"""Per-head scores, stacked."""
import torch
from torch import Tensor


def _scores(head: Tensor) -> Tensor:
    return head @ head.T


def ex_fix_second_head(a: Tensor) -> Tensor:
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([_scores(first_head), _scores(second_head)])
