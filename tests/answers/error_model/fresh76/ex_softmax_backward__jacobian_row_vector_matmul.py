# exercise: ex_softmax_backward
# mistake: Builds the Jacobian with diag_embed and multiplies dP @ J, which treats a batched dP as one matrix and broadcasts it against every Jacobian (wrong shape/values); it needs (J @ dP.unsqueeze(-1)).squeeze(-1). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    return dP @ J
