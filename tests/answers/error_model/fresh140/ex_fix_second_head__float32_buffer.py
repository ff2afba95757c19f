# exercise: ex_fix_second_head
# mistake: The learner filled a preallocated torch.zeros(h, n, n) created with the default dtype and without device=a.device, so float64 inputs come back rounded to float32 (and GPU inputs fail); create it with a's dtype and device (or stack). [cond: a is not float32 on the CPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
