# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled attention (0.5510); ω₂₁ is the raw dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
acc = 0.0
for i in range(3):
    acc += x2[i] * x1[i]
ex_omega = round(acc / math.sqrt(len(x1)), 4)
