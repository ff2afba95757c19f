# exercise: ex_fix_second_head
# mistake: Preallocated the result with torch.zeros(h, n, n, device=a.device) without dtype, so float64 inputs come back as float32 (rounded); give it dtype=a.dtype or stack the products. [cond: only for inputs that are not float32]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = torch.zeros(h, n, n, device=a.device)
    for i in range(h):
        q = a[0, i]
        out[i] = q @ q.T
    return out
