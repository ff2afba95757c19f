# exercise: ex_softmax_backward
# mistake: Summed along axis 1 (Keras' feature axis for (batch, features)) instead of the last axis; correct for 2-D inputs only. [cond: inputs that are not 2-D; 1-D inputs crash]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=1, keepdim=True)
    return P * (dP - inner)
