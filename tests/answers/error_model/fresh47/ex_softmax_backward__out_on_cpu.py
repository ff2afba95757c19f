# exercise: ex_softmax_backward
# mistake: The learner writes the result into torch.zeros(P.shape, dtype=P.dtype), created on the CPU, so the gradient is returned on the CPU for inputs on a GPU; create it on P.device (or return the expression). [cond: inputs on a GPU]
import torch


def ex_softmax_backward(P, dP):
    dS = torch.zeros(P.shape, dtype=P.dtype)
    inner = (dP * P).sum(-1, keepdim=True)
    dS[...] = P * (dP - inner)
    return dS
