# exercise: ex_stable_softmax
# mistake: Computes the softmax in numpy (TF1 sess.run style) and returns torch.from_numpy, which is always a CPU tensor (and fails on a CUDA input's .numpy()); it must stay on x.device with torch operations. [cond: only on a GPU]
import numpy as np
import torch

def ex_stable_softmax(x, dim):
    a = x.detach().numpy()
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    out = e / e.sum(axis=dim, keepdims=True)
    return torch.from_numpy(out)
