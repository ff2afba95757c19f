# exercise: ex_softmax_backward
# mistake: torch.func.vjp(softmax, P) differentiates the softmax at the point S = P, but P is the softmax's output, not its input S: the Jacobian at S is diag(P) − P Pᵀ, built from P itself. Use dS = P ⊙ (dP − Σ_j dP_j P_j) directly.
# mistake_zh: torch.func.vjp(softmax, P) 是在 S = P 这一点求 softmax 的导数，但 P 是 softmax 的输出而不是输入 S：在 S 处的雅可比是用 P 本身构成的 diag(P) − P Pᵀ。应直接计算 dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: output, input, evaluated at p, jacobian, vjp
from functools import partial

import torch
from torch.func import vjp


def ex_softmax_backward(P, dP):
    _, pullback = vjp(partial(torch.softmax, dim=-1), P)
    (dS,) = pullback(dP)
    return dS
