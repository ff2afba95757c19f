# exercise: ex_shape_view
# mistake: Does the transpose with NumPy's .T, which on a 4-D array reverses all axes, instead of swapping only axes 1 and 2; the shape is (2, 3, 5, 4).
import numpy as np

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = np.zeros((b, n, d_out)).reshape(b, n, num_heads, head_dim)
ex_shape_view = q.T.shape
print(ex_shape_view)
