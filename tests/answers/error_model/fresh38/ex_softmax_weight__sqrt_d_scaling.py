# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) (the scaling from the trainable-weights section) before the softmax; the statement says raw dot products, no scaling (0.2379).
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = X @ X[1]
d_k = X.shape[1]
e = np.exp(s / np.sqrt(d_k))
ex_softmax_weight = round(float(e[1] / e.sum()), 4)
