# exercise: ex3_3
# mistake: The learner built the module but never moved it with .to(device), so it stays on the CPU; it must be returned on the requested device. [cond: only when device is a GPU]
import numpy as np


def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    assert d % heads == 0
    mha = MultiHeadAttention(d, d, 1024, 0.0, num_heads=heads)
    n_params = int(np.sum([p.numel() for p in mha.parameters()]))
    print(n_params, "on", device)
    return mha
