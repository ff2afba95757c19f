# exercise: ex_softmax_backward
# mistake: The learner built the full Jacobian and removed the extra axis with .squeeze() without a dim, which also drops every other axis of size 1 (e.g. batch 1 or a single row); use .squeeze(-1). [cond: an axis of size 1 in P]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = (J @ dP.unsqueeze(-1)).squeeze()
    return dS
