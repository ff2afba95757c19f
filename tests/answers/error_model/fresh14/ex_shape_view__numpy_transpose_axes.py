# exercise: ex_shape_view
# mistake: Reads `.transpose(1, 2)` as numpy's axes permutation (axes 1, 2 first, then the rest: np.transpose(q, (1, 2, 0, 3))), answering (5, 3, 2, 4) instead of (2, 3, 5, 4).
import numpy as np

q = np.zeros((2, 5, 12)).reshape(2, 5, 3, 4)
# x.transpose(1, 2) in numpy terms: axes 1 and 2 first, then the rest
ex_shape_view = tuple(np.transpose(q, (1, 2, 0, 3)).shape)
