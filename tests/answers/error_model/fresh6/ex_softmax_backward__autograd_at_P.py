# exercise: ex_softmax_backward
# mistake: Used autograd but treated P itself as the input S (S = P.clone().requires_grad_()), so it differentiates softmax at the point P instead of at S; softmax(P) ≠ P. Either use the closed form P ⊙ (dP − Σ P dP) or recover S = log P.
# mistake_zh: 用了自动求导，但把 P 本身当作输入 S（S = P.clone().requires_grad_()），于是求的是 softmax 在 P 处的导数而不是在 S 处；softmax(P) ≠ P。应使用闭式公式 P ⊙ (dP − Σ P dP)，或用 S = log P 还原。
# keywords: autograd, S, log P, softmax(P), evaluation point
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = P.detach().clone().requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        out.backward(dP)
    return S.grad
