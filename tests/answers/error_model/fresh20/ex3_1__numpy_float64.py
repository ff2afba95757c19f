# exercise: ex3_1
# mistake: Rebuilt the transposed weights through np.array(weight.tolist()), which is float64, so sa_v1's parameters become float64 and sa_v1(x) fails on the book's float32 inputs; keep float32 (e.g. dtype=np.float32 or weight.T directly).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = np.array(getattr(sa_v2, name).weight.tolist())  # (d_out, d_in)
        w_t = w.T.copy()                                    # (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(w_t)))
