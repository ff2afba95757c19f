# exercise: ex_stable_softmax
# mistake: The maximum is always taken along the last axis (amax(-1)) while the softmax runs along dim; for dim other than the last axis the shift varies inside the slice and the result is wrong. It must be amax(dim=dim, keepdim=True).
# mistake_zh: 最大值总是沿最后一轴取（amax(-1)），而 softmax 沿 dim 计算；当 dim 不是最后一轴时，平移量在切片内不同，结果错误。应为 amax(dim=dim, keepdim=True)。
# keywords: dim, axis, maximum, keepdim
import torch


def ex_stable_softmax(x, dim):
    """Numerically stable softmax along `dim`."""
    x_max = x.amax(dim=-1, keepdim=True)
    exps = torch.exp(x - x_max)
    return exps / exps.sum(dim=dim, keepdim=True)
