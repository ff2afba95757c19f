# exercise: ex_stable_softmax
# mistake: The learner took the max along dim without keepdim=True, so the reduced max does not broadcast back over the slices it came from (a shape error or a wrong shift); keepdim=True keeps the reduced axis. [cond: dim != 0]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values          # the per-slice max
    z = torch.exp(x - m)
    Z = z.sum(dim=dim, keepdim=True)
    return z / Z
