# exercise: ex_stable_softmax
# mistake: The maximum is subtracted correctly, but the normalisation sums over the whole tensor (sum() without dim), so the entire tensor sums to 1 instead of each slice along dim; sum along dim with keepdim=True.
# mistake_zh: 最大值减得正确，但归一化时对整个张量求和（sum() 没有指定 dim），结果是整个张量加起来为 1，而不是沿 dim 的每个切片为 1；应沿 dim 求和并 keepdim=True。
# keywords: sum, dim, whole tensor, normalise, keepdim
import torch


def ex_stable_softmax(x, dim):
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / e.sum()
