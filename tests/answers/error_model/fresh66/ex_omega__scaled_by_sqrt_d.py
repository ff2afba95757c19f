# exercise: ex_omega
# mistake: The score is divided by sqrt(3) as in scaled dot-product attention; the question asks for the raw dot product x^(2)·x^(1) with no projections or scaling.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
score = sum(a * b for a, b in zip(x2, x1)) / math.sqrt(len(x1))
ex_omega = round(score, 4)
