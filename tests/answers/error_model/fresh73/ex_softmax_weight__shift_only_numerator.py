# exercise: ex_softmax_weight
# mistake: Subtracted the maximum score in the numerator only and divided by the sum of unshifted exponentials (0.0533); the shift must be applied to numerator and denominator alike, giving 0.2379.
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]], dtype=np.float64)
w = X @ X[1]
top = np.exp(w[1] - w.max())
bottom = np.exp(w).sum()
ex_softmax_weight = float(np.round(top / bottom, 4))
print("alpha_22 =", ex_softmax_weight)
