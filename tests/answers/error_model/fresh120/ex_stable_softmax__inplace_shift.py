# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place (x -= ...), so the caller's input tensor is overwritten with the shifted scores; the shift must go into a new tensor.
import torch

def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    ex = x.exp()
    return ex / ex.sum(dim=dim, keepdim=True)
