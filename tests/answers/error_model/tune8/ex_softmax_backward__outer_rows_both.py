# exercise: ex_softmax_backward
# mistake: The P Pᵀ term is built as P.unsqueeze(-2) * P.unsqueeze(-2), both lifted at the same axis, which gives the squares p_j² instead of the outer product p_i p_j; lift one side at -1.
# mistake_zh: P Pᵀ 这一项写成了 P.unsqueeze(-2) * P.unsqueeze(-2)，两边在同一轴升维，得到的是平方 p_j² 而不是外积 p_i p_j；应在一边用 -1 升维。
# keywords: outer, squares, unsqueeze

import torch


def ex_softmax_backward(P, dP):
    jac = torch.diag_embed(P) - P.unsqueeze(-2) * P.unsqueeze(-2)
    return torch.einsum('...ij,...j->...i', jac, dP)
