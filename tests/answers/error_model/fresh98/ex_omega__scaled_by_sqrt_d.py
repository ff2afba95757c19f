# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) as in scaled attention (0.5510); the score ω₂₁ asked for is the raw dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey

dot = sum(a * b for a, b in zip(x2, x1))
d_k = len(x1)
ex_omega = round(dot / math.sqrt(d_k), 4)
