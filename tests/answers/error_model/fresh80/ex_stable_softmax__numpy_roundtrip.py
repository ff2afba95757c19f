# exercise: ex_stable_softmax
# mistake: Computes in NumPy via .cpu().numpy() and returns torch.from_numpy(...), so the result is always on the CPU (and detached from autograd); it must stay on x.device. [cond: input on a GPU (or needing gradients)]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True))
