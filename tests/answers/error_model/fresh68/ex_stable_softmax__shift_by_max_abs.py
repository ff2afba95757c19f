# exercise: ex_stable_softmax
# mistake: The learner shifts by the largest absolute value along dim instead of the largest value, so slices of large negative scores underflow to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: a slice whose entries are all large negative numbers]
import torch

biggest = lambda x, dim: x.abs().amax(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    e = torch.exp(x - biggest(x, dim))
    return e / e.sum(dim=dim, keepdim=True)
