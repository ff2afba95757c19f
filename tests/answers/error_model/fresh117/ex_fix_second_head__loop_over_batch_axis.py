# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (always 1), instead of a.shape[1], so only the first head's scores are returned; the heads are on axis 1.
"""Bug hunt: every head, separately."""
import torch
from torch import Tensor


def ex_fix_second_head(a: Tensor) -> Tensor:
    """Return (h, n, n) per-head scores, matching a @ a.transpose(2, 3)."""
    per_head = [a[0, i] @ a[0, i].transpose(0, 1) for i in range(a.shape[0])]
    return torch.stack(per_head)
