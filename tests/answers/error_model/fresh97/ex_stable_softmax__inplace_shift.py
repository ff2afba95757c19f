# exercise: ex_stable_softmax
# mistake: Shifts the input in place (x -= max), so the caller's tensor is overwritten with shifted scores; the softmax values are right but x must not be modified (use x - max).
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x -= x.amax(dim=dim, keepdim=True)
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
