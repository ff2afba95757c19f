# exercise: ex_stable_softmax
# mistake: Subtracts the maximum with x.sub_() and exponentiates in place, which overwrites the caller's tensor x; the shift must build a new tensor (x - max) and leave the input untouched.
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x.sub_(m)          # save memory
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
