# exercise: ex_softmax_weight
# mistake: Gives the weight as a percentage, 23.79, instead of the fraction 0.2379.
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = X @ X[1]
w = np.exp(w - w.max()) / np.exp(w - w.max()).sum()
ex_softmax_weight = round(100 * w[1], 2)  # 23.79 %
