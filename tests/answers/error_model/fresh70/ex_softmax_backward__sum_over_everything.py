# exercise: ex_softmax_backward
# mistake: Takes Σ dP·P over the whole tensor (.sum() with no dim) instead of along the last axis with keepdim, which mixes rows. [cond: only when there is more than one row]
import torch

def ex_softmax_backward(P, dP):
    neiji = (dP * P).sum()
    return P * (dP - neiji)
