# exercise: ex_stable_softmax
# mistake: The maximum is subtracted in the denominator (logsumexp of x - max) but not in the numerator exp(x), so each slice is off by a factor exp(max); subtract the same maximum in both.
# mistake_zh: 最大值只在分母中减去了（x - max 的 logsumexp），分子 exp(x) 没有减，所以每个切片都差一个因子 exp(max)；应在两处减去同一个最大值。
# keywords: max, numerator, denominator, both, exp(
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max(dim=dim, keepdim=True).values
    return torch.exp(x - torch.logsumexp(shifted, dim=dim, keepdim=True))
