# exercise: ex_fix_second_head
# mistake: The learner preallocates the result with torch.empty(h, n, n), which is float32 on the CPU, so float64 inputs are rounded to float32 (and CUDA inputs fail); create it with a's dtype and device. [cond: only for non-float32 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n)
    for i in range(h):
        head = a[0, i, :, :]
        out[i] = head @ head.T
    return out
