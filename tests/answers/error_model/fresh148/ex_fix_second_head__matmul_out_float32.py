# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.empty(h, n, n, device=a.device), which is float32, and fills it with matmul(out=...), which fails for float64 inputs; the buffer needs dtype=a.dtype. [cond: float64 inputs]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n, device=a.device)
    for i in range(h):
        torch.matmul(a[0, i], a[0, i].T, out=out[i])
    return out
