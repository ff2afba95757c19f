# exercise: ex_softmax_backward
# mistake: Took the row sum without keepdim, so the (…, n) sums broadcast along the wrong axis (silently wrong for square inputs, an error otherwise); use keepdim=True.
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=-1)
    return P * (dP - inner)
