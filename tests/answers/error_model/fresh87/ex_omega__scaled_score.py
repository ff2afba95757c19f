# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled attention (0.5510); the question asks for the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
omega = sum(a * b for a, b in zip(x2, x1)) / math.sqrt(len(x1))
ex_omega = round(omega, 4)
