# exercise: ex_stable_softmax
# mistake: x.max(dim).values[..., None] puts the restored axis last; when dim is not the last axis the maximum lines up with the wrong axis (or does not broadcast). Use keepdim=True.
# mistake_zh: x.max(dim).values[..., None] 把恢复的轴放在最后；当 dim 不是最后一轴时，最大值会对齐到错误的轴（或无法广播）。应使用 keepdim=True。
# keywords: keepdim, axis, none, last, dim
import torch


def ex_stable_softmax(x, dim):
    top = x.max(dim).values[..., None]
    z = (x - top).exp()
    return z / z.sum(dim, keepdim=True)
