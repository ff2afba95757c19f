# exercise: ex_softmax_backward
# mistake: The Jacobian uses torch.diag(P), which builds diag(P) only for a 1-D P; for a batched P it extracts a diagonal and the Jacobian is wrong or fails. Use torch.diag_embed(P). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    outer = P.unsqueeze(-1) * P.unsqueeze(-2)
    J = torch.diag(P) - outer
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
