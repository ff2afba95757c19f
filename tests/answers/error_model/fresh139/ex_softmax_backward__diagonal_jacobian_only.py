# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the softmax Jacobian, dS = dP * P * (1 - P), ignoring the off-diagonal terms -P_i P_j; the full result is P * (dP - Σ_j dP_j P_j).
import torch
from enum import Enum

class Activation(Enum):
    SIGMOID = "sigmoid"
    SOFTMAX = "softmax"

def _local_grad(out, kind):
    # derivative of the output w.r.t. its own input
    if kind in (Activation.SIGMOID, Activation.SOFTMAX):
        return out * (1 - out)
    raise NotImplementedError(kind)

def ex_softmax_backward(P, dP, kind=Activation.SOFTMAX):
    return dP * _local_grad(P, kind)
