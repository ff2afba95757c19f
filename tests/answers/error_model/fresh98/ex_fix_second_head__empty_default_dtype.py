# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.empty(h, n, n) without dtype or device, so float64 inputs come back rounded to float32 and GPU inputs fail or come back on the CPU; it must use a's dtype and device. [cond: a not float32, or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n)
    for i in range(h):
        head = a[0, i]
        out[i] = head @ head.T
    return out
