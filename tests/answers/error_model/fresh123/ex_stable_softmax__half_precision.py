# exercise: ex_stable_softmax
# mistake: Computes the exponentials in float16 (.half()) and returns a float16 tensor, losing precision (about 1e-3) and the input's dtype; it should compute in x's own dtype.
import torch


def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim, keepdim=True)   # <= 0, so exp is in (0, 1], half is enough
    e = z.half().exp()
    s = e.sum(dim=dim, keepdim=True)
    return e / s
