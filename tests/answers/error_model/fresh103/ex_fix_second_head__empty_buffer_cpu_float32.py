# exercise: ex_fix_second_head
# mistake: The learner fills a buffer made with torch.empty(h, n, n), which is float32 on the CPU, so float64 inputs lose precision and GPU inputs come back on the CPU; it must use a's dtype and device (or torch.stack). [cond: float64 input or GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    result = torch.empty(h, n, n)
    for i in range(h):
        result[i] = a[0, i] @ a[0, i].T
    return result
