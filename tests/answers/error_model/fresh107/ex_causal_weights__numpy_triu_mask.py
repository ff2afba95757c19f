# exercise: ex_causal_weights
# mistake: Builds the mask with np.triu and torch.from_numpy, which puts it on the CPU, so masked_fill fails for CUDA scores; the mask must be created on scores.device. [cond: only on a GPU device]
import numpy as np
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.from_numpy(np.triu(np.ones((n, n)), k=1).astype(bool))
    masked = scores.masked_fill(future, -np.inf)
    return torch.softmax(masked, dim=-1)
