# exercise: ex_stable_softmax
# mistake: The shift uses the max along dim but the normalising sum is taken along the last axis; both must be along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = x.amax(dim=dim, keepdim=True)
    num = torch.exp(x - mx)
    den = num.sum(dim=-1, keepdim=True)
    return num / den
