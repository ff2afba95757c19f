# exercise: ex_fix_second_head
# mistake: Loops over a.shape[0] (the batch axis, size 1) and indexes a[i, 0], so it only ever returns the first head; the heads are on axis 1 (range(a.shape[1]), a[0, i]). [cond: h > 1]
import torch


def ex_fix_second_head(a: torch.Tensor) -> torch.Tensor:
    """Per-head attention scores, stacked to (h, n, n).

    Each head's scores are ``head @ head.T``; the result must match
    ``(a @ a.transpose(2, 3))[0]``.
    """
    if a.dim() != 4:
        raise ValueError("a must have shape (1, h, n, d)")
    per_head = []
    for i in range(a.shape[0]):
        head = a[i, 0, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
