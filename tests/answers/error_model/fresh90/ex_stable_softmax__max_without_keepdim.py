# exercise: ex_stable_softmax
# mistake: The learner subtracted x.max(dim).values without keepdim, so the maxima broadcast along the wrong axis (each column gets another slice's maximum) and the result is not the softmax; keepdim=True is needed. [cond: dim is not the first axis: silently wrong for square inputs, an error otherwise]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
