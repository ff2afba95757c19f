# exercise: ex_stable_softmax
# mistake: The learner computes the softmax in numpy and returns a numpy array instead of a torch tensor on the input's device.
import numpy as np


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    out = e / e.sum(axis=dim, keepdims=True)
    return out
