# exercise: ex_softmax_backward
# mistake: The learner built the full Jacobian J_ij = P_i(δ_ij − P_j) but contracted dP with it over the wrong index (sum over j of J_ij dP_i), which gives zero everywhere; dS_j = Σ_i J_ij dP_i (J @ dP).
import torch


def ex_softmax_backward(P, dP):
    # J[..., i, j] = dP_i / dS_j
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = (J * dP.unsqueeze(-1)).sum(dim=-1)
    return dS
