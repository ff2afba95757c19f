# exercise: ex_softmax_backward
# mistake: The learner subtracted Σ_j P_j (which is 1) instead of Σ_j dP_j P_j, returning P ⊙ (dP − 1); the correction term is the P-weighted sum of dP.
import numpy as np
import torch


def ex_softmax_backward(P, dP):
    p = P.detach().cpu().numpy()
    dp = dP.detach().cpu().numpy()
    dS = p * (dp - np.sum(p, axis=-1, keepdims=True))
    return torch.from_numpy(dS).to(P.device)
