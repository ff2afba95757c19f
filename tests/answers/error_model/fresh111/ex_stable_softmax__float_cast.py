# exercise: ex_stable_softmax
# mistake: Casts the exponentials with .float(), so float64 (and float16) inputs come back as float32; the result must keep the input's dtype. [cond: inputs that are not float32]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp(shifted).float()  # make sure it is a float
    total = e.sum(dim=dim, keepdim=True)
    return e / total
