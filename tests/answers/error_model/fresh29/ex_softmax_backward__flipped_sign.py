# exercise: ex_softmax_backward
# mistake: The learner subtracted the wrong way round, returning P * (sum(P*dP) - dP), which is the negative of the gradient dS = P * (dP - sum(P * dP, -1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # <P, dP> for each row
    row_dot = torch.sum(P * dP, dim=-1, keepdim=True)
    return P * (row_dot - dP)
