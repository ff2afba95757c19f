# exercise: ex_softmax_backward
# mistake: The learner casts P and dP to float32 "for a stable sum" and returns the float32 result, so float64 inputs get a float32 gradient with float32 precision; the result should keep the inputs' dtype. [cond: only for float64 inputs]
import torch
from torch import nn


class Float32(nn.Module):
    def forward(self, t):
        return t.to(torch.float32)


def ex_softmax_backward(P, dP):
    cast = Float32()
    P32, dP32 = cast(P), cast(dP)
    inner = (P32 * dP32).sum(dim=-1, keepdim=True)
    return P32 * (dP32 - inner)
