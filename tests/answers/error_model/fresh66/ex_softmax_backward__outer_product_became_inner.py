# exercise: ex_softmax_backward
# mistake: In the Jacobian diag(P) - P P^T the learner writes P.unsqueeze(-2) @ P.unsqueeze(-1), an inner product (a scalar per row), instead of the outer product P.unsqueeze(-1) @ P.unsqueeze(-2).
import torch


def ex_softmax_backward(P, dP):
    # J_ij = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-2) @ P.unsqueeze(-1)
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
