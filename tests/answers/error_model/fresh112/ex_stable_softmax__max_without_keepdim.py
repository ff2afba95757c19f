# exercise: ex_stable_softmax
# mistake: Takes the maximum without keepdim, so it broadcasts against the wrong axis (or fails) unless dim is the first axis; it needs keepdim=True. [cond: only when dim is not axis 0]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim).values
    shifted = x - m
    num = shifted.exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
