# exercise: ex_stable_softmax
# mistake: The learner always subtracts the maximum over the last axis (amax(dim=-1)), even when softmax is taken along another dim; the shift then varies inside each slice and changes the result. The maximum must be taken along dim. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)   # row max, like in the lesson
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
