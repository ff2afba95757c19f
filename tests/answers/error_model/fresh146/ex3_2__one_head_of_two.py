# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) shape with one head of size 2 instead of the required num_heads=2 heads of size d_out=1 each.
import numpy as np


def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    target = 2
    num_heads = int(np.ceil(target / 2))
    d_out = target // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=num_heads)
