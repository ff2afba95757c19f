# exercise: ex_stable_softmax
# mistake: Takes x.max(dim=dim) without keepdim and restores the axis with unsqueeze(-1), so for dim other than the last the maxima broadcast along the wrong axis; keepdim=True (or unsqueeze(dim)) is needed. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.max(dim=dim)[0]          # like tf.reduce_max(x, axis)
    z = torch.exp(x - m.unsqueeze(-1))
    return z / z.sum(dim=dim, keepdim=True)
