# exercise: ex_softmax_backward
# mistake: Looped over zip(P, dP) building torch.diag(p) - outer(p, p) per row, which only works when P is 2-D: with more axes each p is a matrix and torch.diag takes its diagonal (or, for 1-D P, fails). [cond: P does not have exactly 2 axes]
import torch


def ex_softmax_backward(P, dP):
    rows = []
    for p, dp in zip(P, dP):
        J = torch.diag(p) - torch.outer(p, p)  # Jacobian of softmax
        rows.append(J @ dp)
    return torch.stack(rows)
