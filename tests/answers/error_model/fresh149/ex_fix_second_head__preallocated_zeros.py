# exercise: ex_fix_second_head
# mistake: Preallocated the result with torch.zeros(h, n, n) (MATLAB habit) without dtype or device, so float64 input is returned as float32 and on a GPU it is a CPU tensor; create it with a's dtype and device (or stack). [cond: non-float32 input or a GPU]
import torch


def ex_fix_second_head(a):
    h = a.size(1)
    n = a.size(2)
    out = torch.zeros(h, n, n)
    for i in range(h):
        out[i] = a[0, i] @ a[0, i].T
    return out
