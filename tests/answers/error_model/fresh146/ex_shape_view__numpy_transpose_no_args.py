# exercise: ex_shape_view
# mistake: The learner reproduced .transpose(1, 2) with numpy's arr.transpose() without arguments, which reverses all axes, and got (4, 3, 5, 2) instead of swapping tokens and heads: (2, 3, 5, 4).
import numpy as np

b, n, d_out, num_heads = 2, 5, 12, 3
q = np.zeros((b, n, d_out))
q = q.reshape(b, n, num_heads, d_out // num_heads)
q = q.transpose()
ex_shape_view = tuple(q.shape)
