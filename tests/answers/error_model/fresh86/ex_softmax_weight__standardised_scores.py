# exercise: ex_softmax_weight
# mistake: The learner standardises the six scores (subtracts the mean and divides by the standard deviation) before the softmax; the softmax must take the raw scores (subtracting the mean alone would be harmless, dividing by the std is not).
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = X @ X[1]
s = (s - s.mean()) / s.std()
w = np.exp(s) / np.exp(s).sum()
ex_softmax_weight = round(float(w[1]), 4)
