# exercise: ex_stable_softmax
# mistake: Subtracts the maximum taken over the last axis (axis=-1, keepdims) but exponentiates and normalizes along dim, so the shift varies along the softmax axis and the result is wrong; the maximum must be taken along dim too. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # tf.reduce_max(x, axis=-1, keepdims=True)
    x_max = torch.amax(x, dim=-1, keepdim=True)
    e = torch.exp(x - x_max)
    return e / torch.sum(e, dim=dim, keepdim=True)
