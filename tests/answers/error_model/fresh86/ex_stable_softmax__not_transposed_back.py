# exercise: ex_stable_softmax
# mistake: The learner moves dim to the last axis to work there but returns the result without moving the axis back, so the shape is wrong whenever dim is not the last axis. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    z = x.transpose(dim, -1)
    z = z - z.max(dim=-1, keepdim=True).values
    p = z.exp()
    p = p / p.sum(dim=-1, keepdim=True)
    return p
