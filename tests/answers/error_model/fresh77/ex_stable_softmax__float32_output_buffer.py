# exercise: ex_stable_softmax
# mistake: The result buffer is preallocated with torch.zeros(x.shape, device=x.device), which is float32, so float64 inputs come back rounded to float32; the buffer needs dtype=x.dtype (or zeros_like). [cond: float64 inputs]
import torch


def ex_stable_softmax(x, dim):
    result = torch.zeros(x.shape, device=x.device)
    mx = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - mx)
    result[...] = e / e.sum(dim=dim, keepdim=True)
    return result
