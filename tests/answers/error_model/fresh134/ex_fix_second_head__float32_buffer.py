# exercise: ex_fix_second_head
# mistake: Filled a torch.zeros(h, n, n, device=a.device) buffer, which is float32 whatever a's dtype, so float64 inputs come back rounded to float32; the buffer needs dtype=a.dtype (or use torch.stack). [cond: a is not float32]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    r = torch.zeros(h, n, n, device=a.device)
    for i in range(h):
        r[i] = a[0, i] @ a[0, i].T
    return r
