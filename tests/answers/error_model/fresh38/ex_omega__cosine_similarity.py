# exercise: ex_omega
# mistake: The learner computed the cosine similarity (dot product divided by both norms) instead of the plain dot product x(2)·x(1) = 0.9544.
import numpy as np

inputs = np.array(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
x1, x2 = inputs[0], inputs[1]
sim = x2 @ x1 / (np.linalg.norm(x2) * np.linalg.norm(x1))
ex_omega = round(float(sim), 4)
