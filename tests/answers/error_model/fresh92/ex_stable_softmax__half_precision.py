# exercise: ex_stable_softmax
# mistake: Computed the softmax in float16 and returned it in float16, losing precision and changing the dtype; it must compute in the input's dtype.
import torch
import torch.nn.functional as F

def ex_stable_softmax(x, dim):
    h = x.half()
    h = h - h.amax(dim, keepdim=True)   # now <= 0, exp can't overflow
    e = h.exp()
    return e / e.sum(dim, keepdim=True)
