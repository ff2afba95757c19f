# exercise: ex_softmax_backward
# mistake: The learner updated dP in place (-= and *=) to save memory, so the caller's dP is overwritten and the returned tensor aliases it; dS should be a new tensor.
import torch

def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(-1, keepdim=True)
    dP -= inner
    dP *= P
    return dP
