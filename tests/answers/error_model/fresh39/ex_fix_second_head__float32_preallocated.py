# exercise: ex_fix_second_head
# mistake: Preallocates the output with torch.empty(h, n, n, device=a.device) in the default float32, so float64 inputs lose precision and come back as float32; the result must keep a's dtype (dtype=a.dtype, or torch.stack). [cond: float64 (non-float32) input]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n, device=a.device)
    for i in range(h):
        head = a[0, i]
        out[i] = head @ head.T
    return out
