# exercise: ex_omega
# mistake: The learner divided the dot product by both vector norms (cosine similarity) instead of giving the raw dot product x2 . x1 = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey
dot = sum(a * b for a, b in zip(x2, x1))
norm = lambda v: math.sqrt(sum(t * t for t in v))
ex_omega = round(dot / (norm(x1) * norm(x2)), 4)
