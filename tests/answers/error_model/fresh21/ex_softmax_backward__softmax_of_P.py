# exercise: ex_softmax_backward
# mistake: "To be safe" the learner re-normalises P with a softmax before using it, but P is already the softmax output, so softmax(P) is a different distribution and the gradient is wrong; use P as given.
import torch


def ex_softmax_backward(P, dP):
    # make sure P is a proper distribution along the last axis
    P = torch.softmax(P, dim=-1)
    s = (P * dP).sum(dim=-1, keepdim=True)
    return P * (dP - s)
