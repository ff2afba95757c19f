# exercise: ex_omega
# mistake: The learner computes the cosine similarity (dot product divided by both norms) instead of the raw dot product x(2)·x(1) = 0.9544.
import numpy as np

X = np.array([[0.43, 0.15, 0.89],   # Your
              [0.55, 0.87, 0.66],   # journey
              [0.57, 0.85, 0.64],   # starts
              [0.22, 0.58, 0.33],   # with
              [0.77, 0.25, 0.10],   # one
              [0.05, 0.80, 0.55]])  # step

q, k = X[1], X[0]
sim = q @ k / (np.linalg.norm(q) * np.linalg.norm(k))
ex_omega = round(float(sim), 4)
