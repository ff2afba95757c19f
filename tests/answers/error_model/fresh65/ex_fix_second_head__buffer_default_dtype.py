# exercise: ex_fix_second_head
# mistake: The output buffer is created with torch.zeros(h, n, n) without dtype or device, so float64 inputs come back as float32 (and CUDA inputs would fail or land on the CPU); it must use dtype=a.dtype, device=a.device (or just stack). [cond: float64 or non-CPU inputs]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
