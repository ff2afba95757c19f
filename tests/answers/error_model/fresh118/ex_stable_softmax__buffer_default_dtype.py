# exercise: ex_stable_softmax
# mistake: Preallocates the output buffer with torch.empty(x.shape), which is float32 on the CPU, so float64 inputs lose precision and come back as float32 (and on a GPU it is on the wrong device); use torch.empty_like(x). [cond: input not float32, or on a GPU]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape)
    torch.sub(x, x.amax(dim=dim, keepdim=True), out=out)
    out.exp_()
    out /= out.sum(dim=dim, keepdim=True)
    return out
