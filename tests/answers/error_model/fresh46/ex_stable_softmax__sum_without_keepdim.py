# exercise: ex_stable_softmax
# mistake: The learner divides by e.sum(dim) without keepdim=True, so the sums broadcast along the wrong axis (wrong values on square inputs, a shape error otherwise); the sum needs keepdim=True. [cond: dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    e = shifted.exp()
    total = e.sum(dim=dim)
    return e / total
