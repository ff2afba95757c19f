# exercise: ex_stable_softmax
# mistake: Divides by e.sum(dim) without keepdim, so the denominators broadcast along the wrong axis (wrong values for square slices, a shape error otherwise); the sum needs keepdim=True. [cond: dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    shift = torch.amax(x, dim=dim, keepdim=True)
    e = (x - shift).exp()
    denom = e.sum(dim=dim)
    return e / denom
