# exercise: ex_omega
# mistake: Divided the dot product by √3 as in scaled dot-product attention (0.5510); the question asks for the raw score x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

dot = sum(a * b for a, b in zip(journey, your))
d_k = len(journey)
ex_omega = round(dot / math.sqrt(d_k), 4)
