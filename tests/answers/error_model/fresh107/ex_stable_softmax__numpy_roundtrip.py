# exercise: ex_stable_softmax
# mistake: Computes the softmax in NumPy (x.numpy() ... torch.from_numpy), so the result comes back on the CPU and a CUDA input fails at .numpy(); the computation must stay in torch on x's device. [cond: only on a GPU device]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().numpy()
    a = a - np.max(a, axis=dim, keepdims=True)
    e = np.exp(a)
    return torch.from_numpy(e / np.sum(e, axis=dim, keepdims=True))
