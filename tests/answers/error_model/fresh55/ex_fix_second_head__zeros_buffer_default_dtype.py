# exercise: ex_fix_second_head
# mistake: The learner fills a result buffer made with torch.zeros(h, n, n), which is float32 on the CPU, so float64 inputs lose precision and GPU inputs come back on the CPU; the buffer needs dtype=a.dtype, device=a.device (or torch.stack). [cond: only for float64 inputs or on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        head = a[0, i]
        out[i] = head @ head.T
    return out
