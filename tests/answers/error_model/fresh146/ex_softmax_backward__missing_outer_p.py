# exercise: ex_softmax_backward
# mistake: The learner returned dP − Σ_j dP_j P_j without the elementwise factor P in front; dS = P ⊙ (dP − Σ_j dP_j P_j).
import numpy as np
import torch


def ex_softmax_backward(P, dP):
    p, g = P.detach().cpu().numpy(), dP.detach().cpu().numpy()
    dot = np.einsum('...j,...j->...', g, p)[..., None]
    return torch.from_numpy(g - dot).to(P.device)
