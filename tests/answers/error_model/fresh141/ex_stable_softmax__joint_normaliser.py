# exercise: ex_stable_softmax
# mistake: The learner normalised by the total over the whole tensor (a joint distribution) instead of summing along dim with keepdim, so the slices along dim do not each sum to 1; Z must be e.sum(dim=dim, keepdim=True). [cond: only when the tensor has more than one slice along dim]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    unnorm = torch.exp(x - m)
    Z = unnorm.sum()
    return unnorm / Z
