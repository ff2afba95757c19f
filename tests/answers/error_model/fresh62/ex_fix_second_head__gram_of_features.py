# exercise: ex_fix_second_head
# mistake: Each head computes head.T @ head, a (d, d) matrix over the features, instead of head @ head.T, the (n, n) token scores; the result has shape (h, d, d). [cond: wrong values always; the shape also differs when n != d]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[0, i]               # (n, d)
        s = head.T @ head
        out.append(s)
    res = torch.stack(out)
    print("stacked:", res.shape)
    return res
