# exercise: ex_fix_second_head
# mistake: The result is preallocated with torch.zeros(h, n, n) without dtype or device, so float64 inputs come back as float32 and GPU inputs come back on the CPU; the buffer needs dtype=a.dtype, device=a.device. [cond: float64 inputs or a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    scores = torch.zeros(h, n, n)
    for i in range(h):
        scores[i] = a[0, i] @ a[0, i].T
    return scores
