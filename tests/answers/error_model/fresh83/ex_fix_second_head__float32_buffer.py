# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.zeros(h, n, n) (default float32, on the CPU), so float64 inputs are rounded to float32 and GPU inputs fail; the buffer needs dtype=a.dtype, device=a.device. [cond: float64 inputs, or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    result = torch.zeros(h, n, n)
    for i in range(h):
        result[i] = a[0, i] @ a[0, i].T
    return result
