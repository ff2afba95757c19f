# exercise: ex_fix_second_head
# mistake: Preallocates the result with torch.zeros(h, n, n) with the default dtype and device, so float64 inputs come back rounded to float32 and GPU inputs come back on the CPU; create it with dtype=a.dtype, device=a.device. [cond: input not float32 on the CPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    scores = torch.zeros(h, n, n)
    for i in range(h):
        scores[i] = a[0, i] @ a[0, i].T
    return scores
