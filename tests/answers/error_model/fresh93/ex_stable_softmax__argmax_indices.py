# exercise: ex_stable_softmax
# mistake: Subtracts the second element of torch.max's result, the argmax indices, instead of the maximum values (.values or [0]), so large scores still overflow.
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim, keepdim=True)[1]
    shifted = x - m
    num = torch.exp(shifted)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
