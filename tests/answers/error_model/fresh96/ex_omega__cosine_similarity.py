# exercise: ex_omega
# mistake: Divided the dot product by both vector lengths (cosine similarity, 0.7808); the score ω21 is the plain dot product 0.9544.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

def norm(v):
    return math.sqrt(sum(c * c for c in v))

dot = sum(map(lambda p: p[0] * p[1], zip(journey, your)))
ex_omega = round(dot / (norm(journey) * norm(your)), 4)
