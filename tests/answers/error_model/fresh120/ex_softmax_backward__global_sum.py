# exercise: ex_softmax_backward
# mistake: The learner sums dP*P over the whole tensor instead of along the last axis, mixing all rows together; the sum must be per row (dim=-1, keepdim=True). [cond: more than one row]
import torch

def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
