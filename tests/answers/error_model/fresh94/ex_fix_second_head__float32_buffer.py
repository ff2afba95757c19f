# exercise: ex_fix_second_head
# mistake: Preallocates the output with torch.zeros(h, n, n, device=a.device) without dtype=a.dtype, so float64 inputs come back as float32 (rounded); create it with a's dtype. [cond: a is not float32]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n, device=a.device)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
