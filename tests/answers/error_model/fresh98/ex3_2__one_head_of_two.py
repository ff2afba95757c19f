# exercise: ex3_2
# mistake: Gets the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2) instead of the required num_heads=2 heads of size d_out=1.
import torch

TARGET_OUT = 2


def ex3_2(MultiHeadAttentionWrapper):
    heads = TARGET_OUT // 2
    # heads * d_out has to be 2
    d_out = TARGET_OUT // heads
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=heads)
