# exercise: ex_fix_second_head
# mistake: Preallocated the result with torch.zeros(h, n, n, device=a.device), which is float32, so float64 inputs come back rounded to float32; the buffer needs dtype=a.dtype (or torch.stack). [cond: input not float32]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n, device=a.device)
    for k in range(h):
        hk = a[0, k, :, :]
        out[k] = hk @ hk.T
    return out
