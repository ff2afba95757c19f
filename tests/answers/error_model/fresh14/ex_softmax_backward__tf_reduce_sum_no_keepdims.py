# exercise: ex_softmax_backward
# mistake: `inner = sum(P*dP, dim=-1)` without keepdim, so `dP - inner` broadcasts along the wrong axis: a (2,3,5) input raises a size mismatch, a square (4,4) one gives wrong values (diff 1.6). Right: `P * (dP - (P*dP).sum(-1, keepdim=True))`. [cond: P has 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(P * dP, dim=-1)    # tf.reduce_sum(P * dP, axis=-1)
    return P * (dP - inner)
