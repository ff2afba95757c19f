# exercise: ex_fix_second_head
# mistake: The learner filled a preallocated torch.zeros(h, n, n) that has the default float32 dtype (and CPU device), so float64 inputs lose precision and come back as float32; create it with dtype=a.dtype, device=a.device, or stack. [cond: only for non-float32 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    S = torch.zeros(h, n, n)
    for i in range(h):
        S[i] = a[0, i] @ a[0, i].T
    return S
