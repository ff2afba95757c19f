# exercise: ex_stable_softmax
# mistake: torch.max(x, dim, keepdim=True) returns (values, indices) and [1] takes the indices (argmax) instead of the maximum values, so it subtracts positions, not maxima; it needs [0] / .values.
# mistake_zh: torch.max(x, dim, keepdim=True) 返回 (values, indices)，[1] 取到的是下标（argmax）而不是最大值，于是减去的是位置而非最大值；应使用 [0] 或 .values。
# keywords: torch.max, values, indices, overflow
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim, keepdim=True)[1]
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim, keepdim=True)
