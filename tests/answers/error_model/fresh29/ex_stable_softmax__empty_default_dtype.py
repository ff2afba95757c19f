# exercise: ex_stable_softmax
# mistake: The learner allocated the output with torch.empty(x.shape), which is float32 on the CPU, so float64 inputs come back rounded to float32 (and GPU inputs come back on the CPU); create it like x (torch.empty_like). [cond: x is not float32 on the CPU]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape)
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    out[...] = e / e.sum(dim=dim, keepdim=True)
    return out
