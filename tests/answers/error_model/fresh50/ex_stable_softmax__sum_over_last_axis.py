# exercise: ex_stable_softmax
# mistake: The learner subtracts the max along dim but normalises with a sum over axis=-1 (Keras' default axis), so the result is wrong whenever dim is not the last axis; the sum must run along dim too. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x = x - x.amax(dim=dim, keepdim=True)
    ex = x.exp()
    return ex / ex.sum(axis=-1, keepdims=True)
