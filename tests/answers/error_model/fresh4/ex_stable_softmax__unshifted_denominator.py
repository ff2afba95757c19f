# exercise: ex_stable_softmax
# mistake: The numerator uses exp(x − max) but the denominator sums exp(x) without the shift, so the result is off by a factor exp(max) and the denominator still overflows for large scores; shift both by the same maximum.
# mistake_zh: 分子用了 exp(x − max)，分母却对未平移的 exp(x) 求和，结果差了一个 exp(max) 的因子，而且分母在分数很大时仍会溢出；分子分母都要减去同一个最大值。
# keywords: denominator, exp(x), maximum, overflow, both
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(x - m)
    den = torch.exp(x).sum(dim=dim, keepdim=True)
    return num / den
