# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian and drops the helper axis with a bare squeeze(), which also removes every other axis of size 1, so the result loses the input's shape; only the last axis should be squeezed (squeeze(-1)). [cond: the input has an axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) @ P.unsqueeze(-2)  # (..., n, n)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
