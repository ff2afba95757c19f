# exercise: ex3_1
# mistake: The learner turned the (d_out, d_in) Linear weights into (d_in, d_out) with numpy's reshape, which only reinterprets the memory order; it must be the transpose (weight.T).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach().numpy()
        d_out, d_in = w.shape
        w_np = w.reshape(d_in, d_out)   # v1 wants (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(w_np.copy())))
