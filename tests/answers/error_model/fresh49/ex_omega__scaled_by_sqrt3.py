# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) (the scaled scores of the later trainable-weights section), giving ≈0.5510; the raw score asked for is x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

d_k = len(journey)
dot = sum(a * b for a, b in zip(journey, your))
ex_omega = round(dot / math.sqrt(d_k), 4)
