# exercise: ex_softmax_backward
# mistake: The learner summed (dP * P).sum(dim=-1) without keepdim=True, so the row sums broadcast along the wrong axis (or fail); use .sum(dim=-1, keepdim=True).
# mistake_zh: 学习者写成 (dP * P).sum(dim=-1)，没有 keepdim=True，行和广播到了错误的维度上（或无法广播）；应当用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, broadcast, row sum, dim=-1

import torch


def ex_softmax_backward(P, dP):
    # 雅可比：∂P_i/∂S_j = P_i(δ_ij − P_j)
    hang_he = torch.sum(dP * P, dim=-1)     # 每一行的加权和
    return P * (dP - hang_he)
