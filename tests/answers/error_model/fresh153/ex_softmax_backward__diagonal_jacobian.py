# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = dP · P · (1 − P), dropping the off-diagonal terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    assert P.shape == dP.shape, (P.shape, dP.shape)
    if P.numel() == 0:
        return torch.zeros_like(P)
    # derivative of a softmax output w.r.t. its own input: p (1 - p)
    local = P * (1 - P)
    return dP * local
