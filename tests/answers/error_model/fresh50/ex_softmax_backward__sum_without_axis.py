# exercise: ex_softmax_backward
# mistake: The learner sums dP·P over the whole tensor (jnp.sum without axis), mixing all rows; the sum must be taken per row along the last axis with keepdim. [cond: only when there is more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P)
    return P * (dP - inner)
