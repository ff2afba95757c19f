# exercise: ex3_1
# mistake: Went through NumPy with .astype(float), so v1's parameters become float64 and sa_v1(x) fails on float32 inputs; they must stay float32.
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().numpy().T.astype(float)
        getattr(sa_v1, name).data = torch.from_numpy(np.ascontiguousarray(w))
