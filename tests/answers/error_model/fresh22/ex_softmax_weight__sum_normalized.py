# exercise: ex_softmax_weight
# mistake: Normalized the scores by their sum instead of a softmax, giving 0.2278; the softmax weight is 0.2379.
import numpy as np
x = np.array([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
              [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
s = x[1] @ x.T
w = s / s.sum()   # weights over the keys
ex_softmax_weight = round(float(w[1]), 4)
