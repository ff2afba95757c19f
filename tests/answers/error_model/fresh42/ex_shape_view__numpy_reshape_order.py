# exercise: ex_shape_view
# mistake: In the numpy version it reshapes to (b, n, head_dim, num_heads) (arguments swapped) before swapaxes(1, 2), giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) and the answer (2, 3, 5, 4).
import numpy as np

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads

# numpy equivalent of .view(...).transpose(1, 2)
q = np.zeros((b, n, d_out)).reshape(b, n, head_dim, num_heads).swapaxes(1, 2)
ex_shape_view = q.shape
