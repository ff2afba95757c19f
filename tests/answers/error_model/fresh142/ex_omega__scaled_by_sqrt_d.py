# exercise: ex_omega
# mistake: The learner divides the dot product by √3 (the scaling of scaled dot-product attention), giving 0.5510; the score asked for is the plain dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]

omega = sum(a * b for a, b in zip(x2, x1)) / math.sqrt(len(x1))
ex_omega = round(omega, 4)
