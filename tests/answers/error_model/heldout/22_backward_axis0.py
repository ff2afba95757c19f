# exercise: ex_softmax_backward
# mistake: sum over dim 0
# accept: ex_softmax_backward.wrong_axis rewrite.reduce_dim
import torch
def ex_softmax_backward(P, dP):
    return P * (dP - torch.sum(P * dP, dim=0, keepdim=True))
