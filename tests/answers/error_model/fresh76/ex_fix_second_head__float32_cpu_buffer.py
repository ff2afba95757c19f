# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.empty(h, n, n) without dtype or device, so float64 inputs come back as float32 (rounded) and GPU inputs fail; create it with a's dtype and device. [cond: float64 inputs or a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
