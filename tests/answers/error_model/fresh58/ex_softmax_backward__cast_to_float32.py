# exercise: ex_softmax_backward
# mistake: The learner converts P and dP to float32 with .float() first, so float64 inputs get a float32 gradient (lower precision, wrong dtype); the result must keep the inputs' dtype. [cond: only for float64 inputs]
import torch


def ex_softmax_backward(P, dP):
    P, dP = P.float(), dP.float()
    weighted = (P * dP).sum(dim=-1, keepdim=True)
    return P * (dP - weighted)
