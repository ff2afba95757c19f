# exercise: ex_softmax_backward
# mistake: Built the full Jacobian and dropped the extra axis with .squeeze(), which also removes every other axis of size 1 (e.g. a batch of 1), so the result has the wrong shape; squeeze(-1) only. [cond: an input axis of size 1]
import torch


def jacobian(P):
    return torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)


def ex_softmax_backward(P, dP):
    J = jacobian(P)                  # (..., n, n), symmetric
    return (J @ dP.unsqueeze(-1)).squeeze()


def test_vs_autograd():
    S = torch.randn(2, 3, 4, requires_grad=True)
    P = S.softmax(-1)
    g = torch.randn(2, 3, 4)
    P.backward(g)
    assert torch.allclose(ex_softmax_backward(P.detach(), g), S.grad, atol=1e-6)


test_vs_autograd()
