# exercise: ex_stable_softmax
# mistake: Converted x with x.float(), so a float64 input comes back as float32 (dtype changed, precision lost); the softmax should keep x's dtype. [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()  # 确保是浮点数
    e = torch.exp(x - x.amax(dim=dim, keepdim=True))
    return e / e.sum(dim=dim, keepdim=True)
