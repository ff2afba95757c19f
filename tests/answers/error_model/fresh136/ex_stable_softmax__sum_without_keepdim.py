# exercise: ex_stable_softmax
# mistake: Kept the maximum's axis with keepdim=True but summed the exponentials without keepdim, so the sums broadcast against the wrong axis (wrong values, or a shape error for non-square inputs); the sum also needs keepdim=True. [cond: dim is not the first axis of a 2-D square input, or any non-square input]
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.amax(dim=dim, keepdim=True))
    return e / e.sum(dim=dim)
