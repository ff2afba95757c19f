# exercise: ex_softmax_backward
# mistake: The learner flattens the inputs to 2-D to build the per-row Jacobians and returns dS in that flattened (rows, n) shape; dS must have the shape of P. [cond: P not 2-D]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    p = P.reshape(-1, n)
    g = dP.reshape(-1, n)
    jac = torch.diag_embed(p) - p.unsqueeze(-1) * p.unsqueeze(-2)   # (rows, n, n)
    dS = torch.bmm(jac, g.unsqueeze(-1)).squeeze(-1)
    return dS
