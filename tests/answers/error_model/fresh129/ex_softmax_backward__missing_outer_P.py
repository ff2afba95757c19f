# exercise: ex_softmax_backward
# mistake: The learner returns dP minus the row sum of dP*P but forgets to multiply the result by P; dS = P * (dP - sum(dP*P)).
import torch

def ex_softmax_backward(P, dP):
    # dS_j = sum_i dP_i * dP_i/dS_j = sum_i dP_i P_i (delta_ij - P_j)
    inner = torch.sum(dP * P, dim=-1, keepdim=True)    # (..., 1)
    dS = dP - inner                                    # (..., T)
    return dS
