# exercise: ex_softmax_backward
# mistake: The learner builds the Jacobian with torch.diag(P) − outer(P, P), which is right for one row but for batched P torch.diag extracts a diagonal instead of building a matrix; it needs the per-row formula P ⊙ (dP − Σ dP P) (or diag_embed). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    print(J.shape)
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
