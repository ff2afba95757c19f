# exercise: ex_softmax_backward
# mistake: Wrote the Jacobian diag(p) − p pᵀ but formed p pᵀ as P.unsqueeze(-2) @ P.unsqueeze(-1), the inner product pᵀp (a scalar), so dS = P·dP − (pᵀp)·dP; the correct result is dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ).
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of softmax: J = diag(p) - p p^T  (symmetric)
    diag = torch.diag_embed(P)
    ppT = P.unsqueeze(-2) @ P.unsqueeze(-1)
    J = diag - ppT
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
