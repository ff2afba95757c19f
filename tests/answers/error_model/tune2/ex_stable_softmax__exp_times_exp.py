# exercise: ex_stable_softmax
# mistake: exp(x) * exp(-max) is algebraically exp(x - max), but exp(x) already overflows to inf for large x (inf * 0 = NaN) before the factor helps. Subtract first: exp(x - max).
# mistake_zh: exp(x) * exp(-max) 在代数上等于 exp(x - max)，但 x 很大时 exp(x) 已经先溢出为 inf（inf * 0 = NaN），乘上因子也无济于事。应先减：exp(x - max)。
# keywords: overflow, exp, inf, subtract, max
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    e = torch.exp(x) * torch.exp(-m)
    return e / e.sum(dim=dim, keepdim=True)
