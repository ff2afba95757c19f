# exercise: ex_stable_softmax
# mistake: The helper always reduces over the last axis (dim=-1) and ignores the dim argument, so the result is only right when dim is the last axis; for dim=0 the softmax is taken along the wrong axis. Pass dim through to amax and sum.
# mistake_zh: 辅助函数始终沿最后一个轴（dim=-1）归约，忽略了 dim 参数，所以只有 dim 是最后一个轴时才正确；dim=0 时 softmax 沿错误的轴计算。应把 dim 传给 amax 和 sum。
# keywords: dim, axis, last axis, ignored, argument
import torch
from torch import Tensor


def _shift(t: Tensor) -> Tensor:
    return t - t.max(dim=-1, keepdim=True).values


class StableSoftmax:
    def __init__(self, dim: int = -1):
        self.dim = dim

    def __call__(self, t: Tensor) -> Tensor:
        e = _shift(t).exp()
        return e / e.sum(-1, keepdim=True)


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    return StableSoftmax(dim)(x)
