# exercise: ex_stable_softmax
# mistake: Shifts by the maximum along dim, but normalises with a sum over axis -1 as Keras K.softmax does; the sum must be taken along dim too. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = torch.sum(num, axis=-1, keepdims=True)
    return num / den
