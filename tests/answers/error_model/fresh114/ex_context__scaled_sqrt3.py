# exercise: ex_context
# mistake: Uses softmax(scores / sqrt(3)) as weights; the statement asks for softmax of the raw dot products, giving [0.4419, 0.6515, 0.5683].
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = X @ X[1] / np.sqrt(X.shape[1])
a = np.exp(s) / np.exp(s).sum()
ex_context = [round(float(v), 4) for v in a @ X]
