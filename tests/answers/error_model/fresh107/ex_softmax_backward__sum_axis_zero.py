# exercise: ex_softmax_backward
# mistake: Takes the sum Σ_j dP_j P_j with NumPy's habit of axis=0 (keepdims), i.e. over the first axis instead of the last (the softmax axis); it must be sum(dim=-1, keepdim=True). [cond: more than one axis]
import torch


def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(axis=0, keepdims=True)
    return P * (dP - inner)
