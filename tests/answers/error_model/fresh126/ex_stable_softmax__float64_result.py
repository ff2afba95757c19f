# exercise: ex_stable_softmax
# mistake: Upcasts to float64 for stability and returns the float64 tensor; the result should have the input's dtype (cast back, or just subtract the max in the input dtype). [cond: input not already float64]
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)
    x64 = x64 - x64.max(dim=dim, keepdim=True).values
    num = x64.exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
