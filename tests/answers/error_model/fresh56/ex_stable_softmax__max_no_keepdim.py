# exercise: ex_stable_softmax
# mistake: The learner takes the maximum along dim without keepdim=True, so it broadcasts against the wrong axis and each slice is shifted by different amounts; keepdim=True is needed. [cond: raises or is wrong unless dim is the first axis of a 2-D input]
import torch


def ex_stable_softmax(x, dim):
    mx = x.amax(dim=dim)
    z = x - mx
    ez = torch.exp(z)
    return ez / torch.sum(ez, dim=dim, keepdim=True)
