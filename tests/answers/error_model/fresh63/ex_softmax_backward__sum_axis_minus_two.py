# exercise: ex_softmax_backward
# mistake: Takes the weighted sum along axis -2 (Paddle axis counted from the wrong end) instead of the last axis, where the softmax was taken; it fails for 1-D input.
import torch

def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-2, keepdim=True)
    dS = P * (dP - s)
    return dS
