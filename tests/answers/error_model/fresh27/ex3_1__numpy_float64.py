# exercise: ex3_1
# mistake: Went through NumPy with np.asarray(weight.tolist()), which makes float64 arrays, so sa_v1's parameters became float64 and sa_v1(x) raises on the book's float32 inputs; the transposed weights must stay float32 (e.g. weight.detach().T.clone()).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    # numpy makes the transposes easy to check by eye
    wq = np.asarray(sa_v2.W_query.weight.tolist()).T
    wk = np.asarray(sa_v2.W_key.weight.tolist()).T
    wv = np.asarray(sa_v2.W_value.weight.tolist()).T
    sa_v1.W_query.data = torch.from_numpy(wq.copy())
    sa_v1.W_key.data = torch.from_numpy(wk.copy())
    sa_v1.W_value.data = torch.from_numpy(wv.copy())
