# exercise: ex_stable_softmax
# mistake: The maximum and the sum are taken along dim without keepdim and then unsqueezed at the last axis, which broadcasts correctly only when dim is the last axis; keepdim=True (or unsqueeze(dim)) is needed. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # 1) max along dim  (values only)
    m = x.max(dim=dim).values
    print("max:", m)
    # 2) shift so the biggest score becomes 0 -> exp <= 1, no overflow
    shifted = x - m.unsqueeze(-1)
    e = torch.exp(shifted)
    # 3) normalise
    s = e.sum(dim=dim).unsqueeze(-1)
    out = e / s
    # hand check: softmax([1e4, 0]) should be [1, 0]
    return out
