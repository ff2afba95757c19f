# exercise: ex_softmax_backward
# mistake: The learner used torch.func.vjp of the softmax but evaluated it at P, treating the probabilities as if they were the scores S; the Jacobian must be taken at S, i.e. built from P itself: dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ) (or vjp at log P).
# mistake_zh: 学习者用 torch.func.vjp 对 softmax 求导，却在 P 处求值，把概率当成了分数 S；雅可比矩阵必须在 S 处取，也就是直接由 P 构造：dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ)（或在 log P 处做 vjp）。
# keywords: evaluated at P, scores, softmax of P, Jacobian
import torch
from torch.func import vjp


def ex_softmax_backward(P, dP):
    _, pullback = vjp(lambda s: torch.softmax(s, dim=-1), P)
    (dS,) = pullback(dP)
    return dS
