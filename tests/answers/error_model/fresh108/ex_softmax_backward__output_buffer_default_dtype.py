# exercise: ex_softmax_backward
# mistake: Preallocates the result with torch.empty(P.shape), which is float32 on the CPU, and writes into it, so float64 inputs lose precision and GPU inputs come back on the CPU; it should use torch.empty_like(P) (or return the expression). [cond: float64 or GPU inputs]
import torch


def ex_softmax_backward(P, dP):
    out = torch.empty(P.shape)
    rows = (dP * P).sum(-1, keepdim=True)
    out[...] = P * (dP - rows)
    return out
