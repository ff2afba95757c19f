# exercise: ex_stable_softmax
# mistake: You restore the reduced axis with unsqueeze(-1), which is right only when dim is the last axis; for another dim the maximum broadcasts along the wrong axis (or the shapes do not broadcast at all and it raises). Use amax(dim=dim, keepdim=True) (or unsqueeze(dim)).
# mistake_zh: 你用 unsqueeze(-1) 恢复被规约的维度，只有当 dim 是最后一维时才对；dim 是其他轴时，最大值会沿错误的轴广播（或者形状根本无法广播而报错）。应使用 amax(dim=dim, keepdim=True)（或 unsqueeze(dim)）。
# keywords: unsqueeze, keepdim, last axis, dim, broadcast
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim).unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim).unsqueeze(-1)
