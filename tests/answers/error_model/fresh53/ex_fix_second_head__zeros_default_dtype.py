# exercise: ex_fix_second_head
# mistake: The learner preallocates the result with torch.zeros(h, n, n), which is float32 on the CPU, so float64 inputs lose precision (and GPU inputs come back on the CPU); it should be created with a's dtype and device. [cond: only for float64 (non-float32) inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    result = torch.zeros(h, n, n)
    for i in range(h):
        result[i] = a[0, i] @ a[0, i].T
    return result
