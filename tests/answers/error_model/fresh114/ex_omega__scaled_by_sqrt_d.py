# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3), the scaling of scaled dot-product attention; the question asks for the raw score 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
d = len(x1)
dot = sum(a * b for a, b in zip(x2, x1))
ex_omega = round(dot / math.sqrt(d), 4)
