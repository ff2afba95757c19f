# exercise: ex_stable_softmax
# mistake: The exponentials are cast with .float(), so a float64 input comes back as float32 (and loses precision); the result must keep the input's dtype. [cond: float64 (or float16) inputs]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=dim, keepdim=True)
    print("max per slice:", mx)
    ex = torch.exp(x - mx).float()   # make sure it's float for the division
    norm = ex.sum(dim=dim, keepdim=True)
    res = ex / norm
    # by hand: x = [[1e4, 0]], dim=1 -> [[1., 0.]]
    return res
