# exercise: ex_fix_second_head
# mistake: The learner preallocates the (h, n, n) result with torch.zeros and a dtype but no device, so for a on a GPU the scores are copied into a CPU tensor and returned on the CPU; the buffer needs device=a.device. [cond: only on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = torch.zeros(h, n, n, dtype=a.dtype)
    for i in range(h):
        x = a[0, i]
        out[i] = x @ x.T
    return out
