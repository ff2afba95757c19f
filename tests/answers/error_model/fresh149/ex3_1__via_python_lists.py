# exercise: ex3_1
# mistake: Copied the weights through .tolist() into a NumPy array, which is float64, so sa_v1's parameters become float64 and sa_v1(x) fails on the book's float32 inputs; keep float32 (e.g. nn.Parameter(w.T.clone())).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        W = np.array(getattr(sa_v2, name).weight.tolist())   # d_out x d_in
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(W.T.copy())))
