# exercise: ex_stable_softmax
# mistake: Subtracted the maximum and exponentiated with in-place ops on x itself, so the caller's scores are overwritten; the result must be computed on a new tensor.
import torch
import torch.nn.functional as F

def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
