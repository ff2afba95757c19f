# exercise: ex_softmax_backward
# mistake: Your torch.func.vjp differentiates a softmax over dim=-2, but P is the softmax along the last axis, so the vector-Jacobian product must use dim=-1.
# mistake_zh: 你用 torch.func.vjp 求导的是沿 dim=-2 的 softmax，但 P 是沿最后一个轴的 softmax，向量-雅可比积应使用 dim=-1。
# keywords: softmax, dim, axis, vjp
import torch
from torch.func import vjp

# 思路：log(P) 再做 softmax 又得到 P，所以可以对 S = log P 求 vjp
def ex_softmax_backward(P, dP):
    S = torch.log(P)
    _, pullback = vjp(lambda s: torch.softmax(s, dim=-2), S)
    (dS,) = pullback(dP)
    return dS
