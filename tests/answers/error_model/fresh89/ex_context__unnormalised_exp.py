# exercise: ex_context
# mistake: The inputs are weighted by exp(omega_2j) without dividing by their sum, so the weights do not sum to 1; the softmax weights exp(omega)/sum(exp(omega)) must be used.
import math
X = [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
q = X[1]
z = [0.0, 0.0, 0.0]
for j in range(6):
    s = sum(q[c] * X[j][c] for c in range(3))
    a = math.exp(s)
    for c in range(3):
        z[c] += a * X[j][c]
ex_context = [round(v, 4) for v in z]
