# exercise: ex_omega
# mistake: The learner normalised both vectors and gave the cosine similarity instead of the raw dot product x(2)·x(1) = 0.9544.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import math

def _dot(u, v):
    return math.fsum(a * b for a, b in zip(u, v))

q, k = inputs[1], inputs[0]
# guard against tiny norms
den = max(math.sqrt(_dot(q, q)) * math.sqrt(_dot(k, k)), 1e-12)
ex_omega = round(_dot(q, k) / den, 4)
