# exercise: ex_omega
# mistake: Takes columns of the embedding matrix as the token vectors (inputs[:, 1] · inputs[:, 0], 1.3876 over six entries), but each token is a row: x⁽²⁾ · x⁽¹⁾ = inputs[1] · inputs[0] = 0.9544.
import numpy as np

inputs = np.array(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

x1 = inputs[:, 0]
x2 = inputs[:, 1]
ex_omega = round(float(np.dot(x2, x1)), 4)
