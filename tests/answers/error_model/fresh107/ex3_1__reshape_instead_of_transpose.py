# exercise: ex3_1
# mistake: Turns each nn.Linear weight (d_out, d_in) into a (d_in, d_out) matrix with np.reshape, which only reinterprets the memory order; the weights must be transposed (weight.T), not reshaped.
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().cpu().numpy()
        d_out, d_in = w.shape
        w_np = np.reshape(w, (d_in, d_out))   # v1 wants (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(w_np.copy())))
