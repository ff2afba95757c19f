# exercise: ex_stable_softmax
# mistake: The learner moved the input to the CPU for numpy and returned torch.from_numpy(...) without moving the result back, so for a GPU input the output is on the CPU instead of x.device. [cond: only when x is on a GPU]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    arr = x.detach().cpu().numpy()
    shifted = arr - arr.max(axis=dim, keepdims=True)
    ex = np.exp(shifted)
    out = ex / ex.sum(axis=dim, keepdims=True)
    return torch.from_numpy(out)
