# exercise: ex_stable_softmax
# mistake: Divides by the sum of the exponentials over the whole tensor (with a per-slice shift), so slices do not each sum to 1; the sum must be taken along dim with keepdim. [cond: more than one slice]
import torch


def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim, keepdim=True)
    ez = z.exp()
    total = ez.sum()
    return ez / total
