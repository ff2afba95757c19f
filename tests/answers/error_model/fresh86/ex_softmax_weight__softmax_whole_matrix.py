# exercise: ex_softmax_weight
# mistake: The learner applies the softmax over all 36 entries of the score matrix at once (no axis) instead of over the six scores of the query "journey".
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = X @ X.T
E = np.exp(S)
A = E / E.sum()
ex_softmax_weight = round(float(A[1, 1]), 4)
