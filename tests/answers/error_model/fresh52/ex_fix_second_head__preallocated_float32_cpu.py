# exercise: ex_fix_second_head
# mistake: Preallocates the output with torch.zeros(h, n, n) in the default dtype and on the CPU, so float64 inputs are rounded to float32 (and GPU inputs fail); it must use dtype=a.dtype, device=a.device (or stack). [cond: input not float32, or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
