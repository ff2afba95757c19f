# exercise: ex_shape_view
# mistake: The learner translated transpose(1, 2) into numpy as np.swapaxes(q, 2, 3), counting axes from 1, and got (2, 5, 4, 3) instead of (2, 3, 5, 4).
import numpy as np

q = np.empty((2, 5, 12))
q = q.reshape(2, 5, 3, 4)       # view(b, n, num_heads, head_dim)
q = np.swapaxes(q, 2, 3)        # transpose(1, 2)
ex_shape_view = q.shape
print(ex_shape_view)
