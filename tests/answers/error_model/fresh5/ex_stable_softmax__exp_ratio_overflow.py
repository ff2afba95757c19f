# exercise: ex_stable_softmax
# mistake: exp(x) / exp(max) equals exp(x − max) on paper, but exp(x) is computed first and overflows to inf for scores like 1e4, giving inf / inf = NaN. Subtract the maximum before exponentiating: torch.exp(x - m).
# mistake_zh: exp(x) / exp(max) 在数学上等于 exp(x − max)，但 exp(x) 先被计算，遇到 1e4 这样的分数会溢出为 inf，得到 inf / inf = NaN。要在取指数之前减去最大值：torch.exp(x - m)。
# keywords: overflow, inf, nan, subtract before exp, exp(x - max)
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x) / torch.exp(m)      # = exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
