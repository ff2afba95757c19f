# exercise: ex3_1
# mistake: The learner built the new parameters from a float64 numpy array, so sa_v1's weights are float64 and sa_v1(x) fails on the book's float32 inputs; they must keep sa_v2's dtype (float32).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    Wq = np.array(sa_v2.W_query.weight.detach().numpy().T, dtype=np.float64)
    Wk = np.array(sa_v2.W_key.weight.detach().numpy().T, dtype=np.float64)
    Wv = np.array(sa_v2.W_value.weight.detach().numpy().T, dtype=np.float64)
    sa_v1.W_query = torch.nn.Parameter(torch.tensor(Wq))
    sa_v1.W_key = torch.nn.Parameter(torch.tensor(Wk))
    sa_v1.W_value = torch.nn.Parameter(torch.tensor(Wv))
