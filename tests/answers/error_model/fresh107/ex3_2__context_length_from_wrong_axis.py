# exercise: ex3_2
# mistake: Unpacks the batch shape as (n, b, d) instead of (b, n, d), so context_length becomes 2 and the 2x2 mask cannot cover the 6 tokens; context_length must be 6.
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]], dtype=np.float32)


def ex3_2(MultiHeadAttentionWrapper):
    batch = np.stack((inputs, inputs), axis=0)
    n, b, d = batch.shape
    print("tokens:", n, "batch:", b, "dim:", d)
    return MultiHeadAttentionWrapper(d, 1, n, 0.0, num_heads=2)
