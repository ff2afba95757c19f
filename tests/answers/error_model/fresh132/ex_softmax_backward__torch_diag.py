# exercise: ex_softmax_backward
# mistake: The learner builds the Jacobian with torch.diag(P), which for P with more than one axis extracts a diagonal instead of building diagonal matrices; it needs torch.diag_embed(P). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian J_ij = P_i (delta_ij - P_j)
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
