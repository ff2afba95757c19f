# exercise: ex_stable_softmax
# mistake: numpy round trip ignoring dim
# accept: rewrite.reduce_dim ex_stable_softmax.ignores_dim
import numpy as np
import torch
def ex_stable_softmax(x, dim):
    a = x.numpy()
    e = np.exp(a - a.max(axis=-1, keepdims=True))
    return torch.from_numpy(e / e.sum(axis=-1, keepdims=True))
