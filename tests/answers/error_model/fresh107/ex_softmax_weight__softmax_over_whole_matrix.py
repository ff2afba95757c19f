# exercise: ex_softmax_weight
# mistake: Normalises exp of the whole 6x6 score matrix by one global sum and reads entry [1, 1]; the softmax must be over the six scores of the query "journey" only (row 1), giving 0.2379.
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

S = X @ X.T
A = np.exp(S) / np.exp(S).sum()
ex_softmax_weight = round(float(A[1, 1]), 4)
