# exercise: ex_softmax_backward
# mistake: Using torch.func.vjp like jax.vjp, the learner differentiates softmax at the point P itself (softmax(P)) instead of at S, so the Jacobian is the one of softmax(P), not of P; with P known, dS = P ⊙ (dP − Σ_j dP_j P_j) needs no S at all.
import torch
from torch.func import vjp


def ex_softmax_backward(P, dP):
    _, pullback = vjp(lambda s: torch.softmax(s, dim=-1), P)
    (dS,) = pullback(dP)
    return dS
