# exercise: ex_stable_softmax
# mistake: Subtracted torch.max(...)[1], which is the argmax indices, not the maximum values ([0]); the shift is then useless and large scores still overflow. [cond: large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.max(x, dim, keepdim=True)[1]
    e = torch.exp(x - mx)
    return e / e.sum(dim, keepdim=True)
