# exercise: ex3_3
# mistake: The learner converted the module to float64 with .double() to match numpy's default precision; the module should keep the default float32 weights (it then rejects float32 inputs).
import numpy as np


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    mha = mha.to(device).double()
    total = sum(np.prod(p.shape) for p in mha.parameters())
    print("params:", total)
    return mha
