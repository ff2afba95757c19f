# exercise: ex_fix_second_head
# mistake: The transpose of each head is taken with reshape(d, n), which reinterprets the memory instead of swapping axes; it must be .T (or transpose(0, 1)).
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    res = []
    for i in range(h):
        m = a[0, i].contiguous()
        res.append(m @ m.reshape(d, n))
    return torch.stack(res)
