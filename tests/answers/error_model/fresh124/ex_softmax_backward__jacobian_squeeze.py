# exercise: ex_softmax_backward
# mistake: The learner builds the full Jacobian and ends with .squeeze() instead of .squeeze(-1), which also drops every other size-1 axis, so the result has the wrong shape when an input axis has size 1. [cond: when P has an axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    dS = torch.matmul(J, dP.unsqueeze(-1))
    return dS.squeeze()


if __name__ == "__main__":
    S = torch.randn(2, 3, 4, requires_grad=True)
    P = S.softmax(-1)
    dP = torch.randn_like(P)
    P.backward(dP)
    assert torch.allclose(ex_softmax_backward(P.detach(), dP), S.grad, atol=1e-6)
    print("jacobian version works")
