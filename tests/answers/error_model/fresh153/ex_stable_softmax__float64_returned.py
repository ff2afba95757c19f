# exercise: ex_stable_softmax
# mistake: Converts the input to float64 for accuracy and returns the float64 result, so a float32 input gives a float64 output; the result should keep the input's dtype.
import torch


def ex_stable_softmax(x, dim):
    x = torch.as_tensor(x)
    if not x.is_floating_point():
        raise TypeError("softmax needs floating point scores")
    work = x.to(torch.float64)
    work = work - work.amax(dim=dim, keepdim=True)
    e = work.exp()
    return e / e.sum(dim=dim, keepdim=True)
