# exercise: ex_stable_softmax
# mistake: The learner computed the softmax in numpy (x.cpu().numpy()) and returned torch.from_numpy(...), so the result is always on the CPU (and gradients are cut); compute with torch on x's device. [cond: only on a GPU]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True))
