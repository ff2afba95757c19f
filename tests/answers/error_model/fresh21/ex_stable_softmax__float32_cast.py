# exercise: ex_stable_softmax
# mistake: The learner normalises the input with x = x.float() at the top, so a float64 input comes back as float32 (precision lost); the result must keep the input's dtype. [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    x = torch.as_tensor(x).float()  # make sure we work with floats
    m = torch.amax(x, dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
