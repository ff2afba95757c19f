# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place with x.sub_, which overwrites the caller's scores (and fails on tensors that require grad); it must compute x − max out of place.
import torch

def ex_stable_softmax(x, dim):
    # 节省内存
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
