# exercise: ex_softmax_backward
# mistake: The learner ran autograd (torch.func.vjp) through softmax applied to P itself, so the Jacobian is evaluated at softmax(P) rather than at P = softmax(S); the Jacobian needs the forward output P: dS = P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 学习者用自动求导（torch.func.vjp）对 P 本身再做一次 softmax 求导，于是雅可比是在 softmax(P) 处而不是在 P = softmax(S) 处计算的；雅可比需要用前向输出 P：dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: softmax, again, jacobian, autograd, output
import torch
from torch.func import vjp


def ex_softmax_backward(P, dP):
    _, pullback = vjp(lambda S: torch.softmax(S, dim=-1), P)
    (dS,) = pullback(dP)
    return dS
