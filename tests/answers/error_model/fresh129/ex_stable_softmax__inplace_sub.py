# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place (x.sub_), which overwrites the caller's input tensor; the shift must create a new tensor and leave x unchanged.
import torch

def ex_stable_softmax(x, dim):
    # save memory: scores can be (B, H, T, T)
    x_max = x.amax(dim=dim, keepdim=True)
    x.sub_(x_max)
    p = x.exp()
    return p / p.sum(dim=dim, keepdim=True)
