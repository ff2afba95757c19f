# exercise: ex_softmax_backward
# mistake: You cast P and dP to float32, so the gradient comes back in float32 even for float64 (or float16) inputs; keep the input's dtype.
# mistake_zh: 你把 P 和 dP 转成了 float32，输入是 float64（或 float16）时梯度也以 float32 返回；应保持输入的 dtype。
# keywords: dtype, float32, float64, cast

import torch


def ex_softmax_backward(P, dP):
    P, dP = P.float(), dP.float()
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    return (dP.unsqueeze(-2) @ J).squeeze(-2)
