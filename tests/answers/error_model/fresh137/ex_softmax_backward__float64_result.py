# exercise: ex_softmax_backward
# mistake: The learner computed in float64 for accuracy but only moved the result back to P's device, not to P's dtype, so float32 inputs give a float64 gradient. [cond: only for inputs that are not float64]
import torch


def ex_softmax_backward(P, dP):
    P64 = P.detach().to(torch.float64)
    g64 = dP.detach().to(torch.float64)
    s = (g64 * P64).sum(dim=-1, keepdim=True)
    dS = P64 * (g64 - s)
    return dS.to(P.device)
