# exercise: ex_stable_softmax
# mistake: Writes x.sub(m) to shift by the maximum but never keeps its result, so exp runs on the unshifted x and overflows for large inputs; x = x.sub(m) (or x - m).
# mistake_zh: 写了 x.sub(m) 想减去最大值，却没有保留它的结果，于是 exp 作用在未平移的 x 上，输入大时溢出；应写 x = x.sub(m)（或 x - m）。
# keywords: sub, discards, return value, assign
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x.sub(m)
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
