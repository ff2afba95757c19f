# exercise: ex_omega
# mistake: Divides the dot product by both vectors' norms (cosine similarity, 0.7808); the attention score is the plain dot product 0.9544.
import math
from functools import reduce

your = (0.43, 0.15, 0.89)
journey = (0.55, 0.87, 0.66)

dot = lambda u, v: reduce(lambda a, b: a + b, map(lambda p: p[0] * p[1], zip(u, v)))
norm = lambda u: math.sqrt(dot(u, u))
ex_omega = round(dot(journey, your) / (norm(journey) * norm(your)), 4)
