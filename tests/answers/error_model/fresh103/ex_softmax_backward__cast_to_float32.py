# exercise: ex_softmax_backward
# mistake: The learner casts non-float32 inputs to float32 'to be safe', so float64 gradients come back as float32 with lost precision; the result must keep the inputs' dtype. [cond: float64 inputs]
import torch


def ex_softmax_backward(P, dP):
    if P.dtype != torch.float32:
        P = P.float()
    if dP.dtype != torch.float32:
        dP = dP.float()
    return P * (dP - (dP * P).sum(dim=-1, keepdim=True))
