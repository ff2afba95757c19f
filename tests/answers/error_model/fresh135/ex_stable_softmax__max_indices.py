# exercise: ex_stable_softmax
# mistake: The learner subtracted x.max(dim, keepdim=True)[1], the argmax indices, instead of [0], the maximum values, so exp still overflows for large scores; subtract the values (or use amax). [cond: large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
