# exercise: ex_omega
# mistake: Took x⁽ʲ⁾ to be column j of the embedding table (column-vector convention), so dotted the 2nd and 1st feature columns (1.3876) instead of the token rows 'journey'·'Your' = 0.9544.
import numpy as np

# embedding matrix, one column per feature
X = np.array([[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]])

# x^(j) as column vectors: omega_21 = x^(2)^T x^(1)
x_2 = X[:, 1]
x_1 = X[:, 0]
ex_omega = round(float(x_2.T @ x_1), 4)
