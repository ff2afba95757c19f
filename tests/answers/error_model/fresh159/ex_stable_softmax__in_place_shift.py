# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place with x -= ..., which overwrites the caller's scores; the shift must go into a new tensor and leave x unchanged.
import torch

def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
