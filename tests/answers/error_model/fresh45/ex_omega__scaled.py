# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) (the scaling of scaled dot-product attention), but the score asked for is the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
dot = sum(a * b for a, b in zip(x2, x1))
ex_omega = round(dot / math.sqrt(len(x1)), 4)
