# exercise: ex_softmax_backward
# mistake: Summed dP * P along the last axis without keepdim=True, so the row sums broadcast along the wrong axis (across rows instead of within a row); keep the summed axis. [cond: more than one row; a shape error unless the shapes happen to broadcast, e.g. a square 2-D input]
import torch


def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1)
    return P * (dP - inner)


def _check_against_autograd(S):
    S = S.clone().requires_grad_(True)
    P = torch.softmax(S, -1)
    dP = torch.randn_like(P)
    (P * dP).sum().backward()
    assert torch.allclose(ex_softmax_backward(P.detach(), dP), S.grad, atol=1e-6)


_check_against_autograd(torch.randn(5))
_check_against_autograd(torch.randn(1, 5))
