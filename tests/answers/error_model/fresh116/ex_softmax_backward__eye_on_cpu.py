# exercise: ex_softmax_backward
# mistake: Built the full Jacobian with torch.eye(n) created on the CPU, which fails when P is on a GPU; create eye with device=P.device (or use the keepdim-sum formula). [cond: only on a GPU]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    eye = torch.eye(n, dtype=P.dtype)
    jac = P.unsqueeze(-1) * (eye - P.unsqueeze(-2))  # (..., n, n)
    return (jac.transpose(-1, -2) @ dP.unsqueeze(-1)).squeeze(-1)
