# exercise: ex_softmax_backward
# mistake: The learner builds the Jacobian J_ij = P_i(δ_ij − P_j) but contracts it with einsum '...ij,...i->...i', multiplying by dP_i and summing J over j (which is 0), so the result is all zeros; it must be Σ_i dP_i J_ij ('...ij,...i->...j').
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = torch.einsum("...ij,...i->...i", J, dP)
    return dS
