# exercise: ex_softmax_backward
# mistake: The learner built the full Jacobian but contracted it with dP on the wrong index ('...ij,...i->...i'), which multiplies dP_i by a row sum of the Jacobian (0); it must be '...ij,...j->...i' (or '...ij,...i->...j').
import torch

def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P[..., :, None] * P[..., None, :]
    return torch.einsum('...ij,...i->...i', J, dP)
