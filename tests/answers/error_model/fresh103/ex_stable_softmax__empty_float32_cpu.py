# exercise: ex_stable_softmax
# mistake: The learner writes the result into torch.empty(x.shape), which is float32 on the CPU, so float64 inputs lose precision and GPU inputs come back on the CPU; the output must be created like x (dtype and device). [cond: float64 input or GPU]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape)
    m = torch.amax(x, dim=dim, keepdim=True)
    e = torch.exp(x - m)
    out[...] = e / torch.sum(e, dim=dim, keepdim=True)
    return out
