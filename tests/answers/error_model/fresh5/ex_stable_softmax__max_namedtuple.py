# exercise: ex_stable_softmax
# mistake: x.max(dim=..., keepdim=True) returns a (values, indices) pair, not a tensor, so x - x.max(...) raises a TypeError; take .values, or use x.amax(dim=dim, keepdim=True).
# mistake_zh: x.max(dim=..., keepdim=True) 返回的是 (values, indices) 二元组而不是张量，所以 x - x.max(...) 会抛出 TypeError；应取 .values，或使用 x.amax(dim=dim, keepdim=True)。
# keywords: values, indices, namedtuple, amax, typeerror
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max(dim=dim, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
