# exercise: ex_stable_softmax
# mistake: Computes the maximum with numpy and turns it back into a tensor with torch.from_numpy, which lives on the CPU, so subtracting it from a GPU tensor fails; the max should be taken with torch (x.amax(dim, keepdim=True)) on x's device. [cond: only on a GPU]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    m = np.max(x.detach().cpu().numpy(), axis=dim, keepdims=True)
    shifted = x - torch.from_numpy(m)
    e = shifted.exp()
    return e / e.sum(dim, keepdim=True)
