# exercise: ex3_1
# mistake: The weights go through numpy (np.array of .tolist(), float64) so sa_v1's parameters become float64 and sa_v1(x) raises on the book's float32 inputs; the copied weights must stay float32 (e.g. copy_ of weight.T).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    # transpose in numpy, then put it back
    wq = np.array(sa_v2.W_query.weight.tolist()).T
    wk = np.array(sa_v2.W_key.weight.tolist()).T
    wv = np.array(sa_v2.W_value.weight.tolist()).T
    sa_v1.W_query.data = torch.from_numpy(wq)
    sa_v1.W_key.data = torch.from_numpy(wk)
    sa_v1.W_value.data = torch.from_numpy(wv)
    # test: sa_v1(inputs.double()) == sa_v2(inputs)  -> ok
