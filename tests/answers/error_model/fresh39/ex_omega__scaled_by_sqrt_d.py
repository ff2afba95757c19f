# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention; the question asks for the raw score ω21 = x(2)·x(1) = 0.9544 without scaling.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
d = len(x1)
score = sum(a * b for a, b in zip(x2, x1))
ex_omega = round(score / math.sqrt(d), 4)
