# exercise: ex_fix_second_head
# mistake: The learner preallocated the output with torch.zeros(h, n, n, dtype=a.dtype) without device=a.device; filling it copies the GPU results onto the CPU, so the result comes back on the CPU. [cond: only when a is on a GPU]
import torch


def ex_fix_second_head(a):
    h, n = a.shape[1], a.shape[2]
    out = torch.zeros(h, n, n, dtype=a.dtype)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].transpose(0, 1)
    return out
