# exercise: ex_softmax_backward
# mistake: Sign error: the learner wrote P · (Σ P·dP − dP), the negative of the gradient. The softmax backward is dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ).
# mistake_zh: 符号错误：学习者写成了 P · (Σ P·dP − dP)，正好是梯度的相反数。softmax 的反向传播是 dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ)。
# keywords: sign, negative, dP minus, gradient
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """dS = P * (<P, dP> - dP)"""
    dot = torch.einsum('...i,...i->...', P, dP)[..., None]
    return P * (dot - dP)
