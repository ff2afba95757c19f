# exercise: ex_stable_softmax
# mistake: Converts the input to float32 "for speed" and returns float32, so float64 inputs lose precision and come back with the wrong dtype; the computation and result should keep x's dtype. [cond: only for inputs that are not float32]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    z = x - x.amax(dim, keepdim=True)
    torch.exp(z, out=z)
    z /= z.sum(dim, keepdim=True)
    return z
