# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (always 1), so it returns only the first head's scores, shape (1, n, n); the heads are axis 1. [cond: only when h > 1]
import torch


def ex_fix_second_head(a: torch.Tensor) -> torch.Tensor:
    assert a.dim() == 4 and a.shape[0] == 1
    scores = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
