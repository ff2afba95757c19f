# exercise: ex_stable_softmax
# mistake: Shifted by the max along dim correctly, but normalised with a sum over axis -1 (the tf.nn.softmax default) instead of along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = torch.amax(x, dim=dim, keepdim=True)
    unnorm = torch.exp(x - x_max)
    return unnorm / torch.sum(unnorm, -1, keepdim=True)
