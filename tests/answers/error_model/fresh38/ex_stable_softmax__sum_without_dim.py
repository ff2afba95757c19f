# exercise: ex_stable_softmax
# mistake: The learner subtracted the per-slice max correctly but divided by e.sum() over the whole tensor (numpy's default of no axis), so slices do not each sum to 1; the sum must be taken along dim with keepdim.
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp(shifted)
    total = e.sum()
    return e / total
