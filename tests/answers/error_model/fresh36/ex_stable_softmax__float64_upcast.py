# exercise: ex_stable_softmax
# mistake: Tries to avoid the overflow by computing in float64 instead of subtracting the maximum, but exp overflows float64 above about 709, so scores like 1e4 still give inf / inf = NaN; subtract the maximum along dim first.
import torch


def ex_stable_softmax(x, dim):
    xd = x.to(torch.float64)
    e = xd.exp()
    out = e / e.sum(dim=dim, keepdim=True)
    return out.to(x.dtype)
