# exercise: ex_softmax_backward
# mistake: The learner built the Jacobian diag(P) - P P^T by broadcasting but multiplied dP along the row axis (dP[..., :, None]) before summing, which gives all zeros; the contraction is over the column axis (dP[..., None, :]).

import torch

def ex_softmax_backward(P, dP):
    # J[..., i, j] = dS_j/dP_i style softmax Jacobian: diag(P) - P P^T
    J = torch.diag_embed(P) - P[..., :, None] * P[..., None, :]
    return (J * dP[..., :, None]).sum(dim=-1)
