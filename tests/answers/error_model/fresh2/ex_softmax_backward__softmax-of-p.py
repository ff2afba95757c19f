# exercise: ex_softmax_backward
# mistake: It differentiates softmax(P), treating the probabilities P as if they were the scores S; the Jacobian must be evaluated at P itself: dS = P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 代码对 softmax(P) 求导，把概率 P 当成了得分 S；雅可比矩阵应在 P 本身处取值：dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: softmax, p, scores, jacobian, operand

import torch


def ex_softmax_backward(P, dP):
    # check with autograd instead of deriving by hand
    S = P.detach().clone().requires_grad_(True)
    with torch.enable_grad():
        out = torch.softmax(S, dim=-1)
        (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return dS
