# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so every query, key and value layer gets a bias; the book's layers have no bias (qkv_bias=False), with d_out=1 per head.
import numpy as np


def ex3_2(MultiHeadAttentionWrapper):
    x = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    batch = np.stack([x, x])
    b, n, d_in = batch.shape
    num_heads = 2
    d_out = 2 // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, n, 0.0, num_heads=num_heads, qkv_bias=True)
