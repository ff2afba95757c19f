# exercise: ex_stable_softmax
# mistake: Computed in numpy via .detach().cpu().numpy() and returned torch.from_numpy, so the result is on the CPU when x is on a GPU; keep the computation in torch on x.device. [cond: x on a GPU]
import numpy as np
import torch

def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True))
