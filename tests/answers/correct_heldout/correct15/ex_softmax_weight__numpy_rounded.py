# exercise: ex_softmax_weight
# style: numpy float64 with max-subtraction, rounded with np.round (stays a numpy.float64).
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = X @ X[1]
e = np.exp(w - w.max())
ex_softmax_weight = np.round(e[1] / e.sum(), 4)
