# exercise: ex_fix_second_head
# mistake: Loops over a.shape[2] (the tokens) instead of a.shape[1] (the heads), so it returns n matrices instead of h, or fails with an index error when n > h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    assert a.dim() == 4 and a.shape[0] == 1, "expected (1, h, n, d)"
    results = []
    for i in range(a.shape[2]):
        head = a[0, i, :, :]
        results.append(head @ head.T)
    return torch.stack(results)
