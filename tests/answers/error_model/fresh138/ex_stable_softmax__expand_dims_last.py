# exercise: ex_stable_softmax
# mistake: The learner reduced without keepdim and put the axis back with unsqueeze(-1) (tf.expand_dims(..., -1)), which only lines up when dim is the last axis; for other dims it crashes or broadcasts wrongly, keepdim=True fixes it. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    mx = x.amax(dim=dim).unsqueeze(-1)
    ex = torch.exp(x - mx)
    s = ex.sum(dim=dim).unsqueeze(-1)
    return ex / s
