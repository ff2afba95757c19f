# exercise: ex3_1
# mistake: Transposes correctly but round-trips through numpy with `dtype=np.float64`, so sa_v1's parameters become float64; `sa_v1(x)` on the book's float32 inputs then raises "expected m1 and m2 to have the same dtype, but got: float != double". Right: keep float32 (copy `layer.weight.T` as a torch tensor).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)]
    for param, layer in pairs:
        w = np.asarray(layer.weight.detach().cpu().numpy(), dtype=np.float64).T
        param.data = torch.from_numpy(w)
