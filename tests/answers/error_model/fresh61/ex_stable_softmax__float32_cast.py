# exercise: ex_stable_softmax
# mistake: Converts the input to float32 with .float() for the computation and returns float32, so a float64 input loses its dtype and precision; the result must keep x's dtype. [cond: input not float32, e.g. float64]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    x_max = torch.max(x, dim=dim, keepdim=True)[0]
    exps = torch.exp(x - x_max)
    return exps / torch.sum(exps, dim=dim, keepdim=True)
