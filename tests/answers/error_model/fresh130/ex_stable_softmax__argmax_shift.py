# exercise: ex_stable_softmax
# mistake: The learner subtracts x.max(dim, keepdim=True)[1], the argmax indices, instead of the maximum values ([0] / amax), so nothing stops exp from overflowing and scores like 1e4 give NaN. [cond: large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    shifted = x - m
    num = torch.exp(shifted)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
