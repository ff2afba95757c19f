# exercise: ex_stable_softmax
# mistake: Sums without keepdim and restores the axis with unsqueeze(-1), which puts it back in the wrong place when dim is not the last axis; keep the dimension with keepdim=True. [cond: only when dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    e = (x - m).exp()
    zonghe = e.sum(dim=dim)          # 分母: 指数之和
    return e / zonghe.unsqueeze(-1)
