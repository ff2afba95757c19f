# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax, as scaled dot-product attention does; the statement asks for the raw dot products without scaling, which gives 0.2379.
import numpy as np

X = np.array([[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]])
w = X @ X[1] / np.sqrt(X.shape[1])
a = np.exp(w) / np.exp(w).sum()
ex_softmax_weight = float(np.round(a[1], 4))
