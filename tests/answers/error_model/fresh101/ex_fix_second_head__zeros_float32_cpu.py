# exercise: ex_fix_second_head
# mistake: Fills a result made with torch.zeros(h, n, n), which is float32 on the CPU whatever a is, so float64 inputs lose precision and GPU inputs come back on the CPU; create it with dtype=a.dtype, device=a.device (or stack). [cond: only for float64 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    result = torch.zeros(h, n, n)
    for i in range(h):
        result[i] = a[0, i] @ a[0, i].T
    return result
