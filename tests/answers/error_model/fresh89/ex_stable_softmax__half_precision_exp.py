# exercise: ex_stable_softmax
# mistake: The exponentials and their sum are computed in float16 and returned in float16, losing precision and changing the dtype; compute and return in the input's dtype.
import torch


def ex_stable_softmax(x, dim):
    # shift for stability, then use half for bandwidth
    s = (x - x.amax(dim=dim, keepdim=True)).to(torch.float16)
    e = torch.exp(s)
    acc = e.sum(dim=dim, keepdim=True)
    return e / acc
