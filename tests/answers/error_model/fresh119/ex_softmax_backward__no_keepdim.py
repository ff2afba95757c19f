# exercise: ex_softmax_backward
# mistake: Takes the sum along the last axis without keepdim, so it broadcasts along the wrong axis (and crashes unless the last two sizes match); keepdim=True is needed. [cond: P has 2 or more axes]
import torch

def ex_softmax_backward(P, dP):
    # 雅可比: P_i (δ_ij - P_j)
    neiji = (dP * P).sum(dim=-1)
    return P * (dP - neiji)
