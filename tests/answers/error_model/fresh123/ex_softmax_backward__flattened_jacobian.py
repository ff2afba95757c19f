# exercise: ex_softmax_backward
# mistake: Builds the Jacobian diag(p) - p p^T of the flattened tensor, treating all entries as one softmax vector, so different rows are coupled; the Jacobian is per row (sum along the last axis only). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    p = P.reshape(-1)
    J = torch.diag(p) - torch.outer(p, p)      # dP_i/dS_j = P_i(δij - P_j)
    dS = J @ dP.reshape(-1)                    # J is symmetric
    return dS.reshape(P.shape)
