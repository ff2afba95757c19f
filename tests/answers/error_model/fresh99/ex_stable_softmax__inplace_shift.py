# exercise: ex_stable_softmax
# mistake: The shift is done in place (x -= max), so the caller's input tensor is changed; the result is right but x must be left untouched (use x - max).
import torch


def ex_stable_softmax(x, dim):
    x_max = x.max(dim=dim, keepdim=True).values
    x -= x_max
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
