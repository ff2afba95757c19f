# exercise: ex_shape_view
# style: tuple built from a numpy array, so its entries are numpy.int64, not Python ints.
import numpy as np

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = tuple(np.array([b, num_heads, n, head_dim]))
