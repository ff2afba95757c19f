# exercise: ex_stable_softmax
# mistake: Subtracted the per-slice maximum but divided by the sum of the whole tensor instead of the sum along dim. [cond: more than one slice]
import torch
import torch.nn.functional as F

def ex_stable_softmax(x, dim):
    z = x - torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(z)
    den = num.sum()
    return num / den
