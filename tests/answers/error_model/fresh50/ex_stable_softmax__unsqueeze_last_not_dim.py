# exercise: ex_stable_softmax
# mistake: The learner takes the max without keepdim and restores the axis with unsqueeze(-1), so for dim other than the last the maximum is broadcast along the wrong axis (wrong values for square inputs, a shape error otherwise); the max needs keepdim=True along dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim)          # like tf.reduce_max(x, axis=dim)
    z = x - m.unsqueeze(-1)
    e = torch.exp(z)
    return e / torch.sum(e, dim=dim, keepdim=True)
