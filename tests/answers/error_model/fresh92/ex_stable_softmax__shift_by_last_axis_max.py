# exercise: ex_stable_softmax
# mistake: Subtracted the maximum along the last axis but summed along dim; the shift must be the maximum along dim itself, otherwise the slices along dim are shifted unevenly. [cond: dim is not the last axis]
import torch
import torch.nn.functional as F

def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
