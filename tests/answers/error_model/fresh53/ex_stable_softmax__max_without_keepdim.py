# exercise: ex_stable_softmax
# mistake: The learner took x.max(dim).values without keepdim, so the maxima broadcast along the wrong axis (each entry gets another slice's maximum) and the shift no longer cancels; keepdim=True is needed. [cond: wrong values or a shape error whenever dim is not the leading axis; right by chance for 1-D inputs and for dim=0 of a 2-D input]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
