# exercise: ex_softmax_backward
# mistake: Wrote the row dot product as the matrix product dP @ P^T, which mixes rows (or fails on shapes); it is the per-row sum (dP * P).sum(-1, keepdim=True).
import torch

def ex_softmax_backward(P, dP):
    # J = diag(p) - p p^T  =>  dS = p * (dP - dP p^T)
    return P * (dP - dP @ P.transpose(-1, -2))
