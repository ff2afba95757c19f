# exercise: ex_softmax_backward
# mistake: The Jacobian is right, but einsum('...ij,...i->...i', J, dP) multiplies dP entry by entry and sums J over j on its own (which gives 0); the contraction must be over i, keeping j: '...ij,...i->...j'.
# mistake_zh: 雅可比矩阵是对的，但 einsum('...ij,...i->...i', J, dP) 只是逐元素乘 dP，并单独把 J 沿 j 求和（结果为 0）；应对 i 求和、保留 j：'...ij,...i->...j'。
# keywords: einsum, sum, index, j

import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return torch.einsum('...ij,...i->...i', J, dP)
