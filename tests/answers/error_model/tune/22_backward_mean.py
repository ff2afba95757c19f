# exercise: ex_softmax_backward
# mistake: .mean instead of .sum
# accept: rewrite.reduce_op
import torch
def ex_softmax_backward(P, dP):
    return P * (dP - (P * dP).mean(dim=-1, keepdim=True))
