# exercise: ex_stable_softmax
# mistake: Takes x.max(dim=dim, keepdim=True)[1], the argmax indices, instead of [0], the maximum values, so it subtracts an index and still overflows for large scores; it should subtract x.max(dim, keepdim=True).values. [cond: only for scores large enough to overflow exp, above about 88]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
