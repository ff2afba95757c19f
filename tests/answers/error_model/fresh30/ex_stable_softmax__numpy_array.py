# exercise: ex_stable_softmax
# mistake: Converted to NumPy to compute and returned a numpy.ndarray instead of a torch tensor on x's device.

import numpy as np


def ex_stable_softmax(x, dim):
    arr = x.detach().cpu().numpy()
    shifted = arr - arr.max(axis=dim, keepdims=True)
    e = np.exp(shifted)
    return e / e.sum(axis=dim, keepdims=True)
