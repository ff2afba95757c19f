# exercise: ex_stable_softmax
# mistake: Went through NumPy (x.numpy()) using a StackOverflow NumPy softmax, which fails for CUDA tensors and returns a CPU tensor; compute with torch operations on x's device. [cond: only on a GPU]
import numpy as np
import torch


def softmax_np(a, axis):
    e_x = np.exp(a - np.max(a, axis=axis, keepdims=True))
    return e_x / e_x.sum(axis=axis, keepdims=True)


def ex_stable_softmax(x, dim):
    out = softmax_np(x.detach().numpy(), axis=dim)
    return torch.from_numpy(out)
