# exercise: ex_fix_second_head
# mistake: Preallocated the result with torch.zeros(h, n, n) on the CPU (no device=a.device), so on a GPU it returns a CPU tensor or fails. [cond: only on a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = torch.zeros(h, n, n, dtype=a.dtype)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
