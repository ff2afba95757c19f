# exercise: ex_omega
# mistake: The learner divides the score by sqrt(3) (scaled dot product, 0.5510), but ω21 is the raw dot product 0.9544 (no scaling).
import math

x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey
assert len(x1) == len(x2) == 3
d_k = len(x2)
omega = sum(a * b for a, b in zip(x2, x1)) / math.sqrt(d_k)
ex_omega = round(omega, 4)
