# exercise: ex_fix_second_head
# mistake: The learner preallocates the output with torch.empty(h, n, n) without device or dtype, so it is float32 on the CPU; for float64 inputs the scores are rounded to float32 and on a GPU the result is on the wrong device. It must be created like a (device=a.device, dtype=a.dtype) or built with torch.stack. [cond: only for float64 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.empty(h, n, n)
    with torch.no_grad():
        for i in range(h):
            out[i] = a[0, i] @ a[0, i].T
    return out
