# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.zeros(h, n, n) in the default dtype on the CPU, so float64 inputs come back as float32 and GPU inputs fail; it needs dtype=a.dtype, device=a.device (or torch.stack). [cond: only for non-float32 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
