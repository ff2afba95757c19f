# exercise: ex_softmax_backward
# mistake: The learner builds the full Jacobian J = diag(P) - P P^T correctly but applies it with einsum '...ij,...j->...j', which multiplies elementwise instead of contracting; it must be '...ij,...j->...i' (or '...ij,...i->...j').
# mistake_zh: 学习者正确构造了完整雅可比矩阵 J = diag(P) - P P^T，但用 einsum '...ij,...j->...j' 去作用，这是逐元素相乘而不是收缩；应为 '...ij,...j->...i'（或 '...ij,...i->...j'）。
# keywords: einsum, Jacobian, contraction, index

import torch


def _softmax_jacobian(P):
    return torch.diag_embed(P) - torch.einsum('...i,...j->...ij', P, P)


def ex_softmax_backward(P, dP):
    J = _softmax_jacobian(P)
    return torch.einsum('...ij,...j->...j', J, dP)
