# exercise: ex3_1
# mistake: The learner stored the transposed weights through a float16 numpy array ("smaller copies") and converted back to float32, losing precision, so sa_v1 no longer returns exactly what sa_v2 returns; the weights must be copied at full precision.
import numpy as np
import torch


def _to_v1(linear):
    w = linear.weight.detach().numpy()
    w_small = np.transpose(w).astype(np.float16)
    return torch.nn.Parameter(torch.from_numpy(w_small.astype(np.float32)))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = _to_v1(sa_v2.W_query)
    sa_v1.W_key = _to_v1(sa_v2.W_key)
    sa_v1.W_value = _to_v1(sa_v2.W_value)
