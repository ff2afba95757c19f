# exercise: ex_shape_view
# mistake: The learner wrote the view as (b, n, head_dim, num_heads), so after the transpose got (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) and the result is (2, 3, 5, 4).
import numpy as np

q = np.zeros((2, 5, 12))
b, n, d_out = q.shape
h = 3
hd = d_out // h
q4 = q.reshape(b, n, hd, h)
ex_shape_view = tuple(np.swapaxes(q4, 1, 2).shape)
