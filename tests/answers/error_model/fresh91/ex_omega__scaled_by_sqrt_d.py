# exercise: ex_omega
# mistake: Divides the dot product by √3 as in scaled dot-product attention, giving 0.5510; the question asks for the raw score x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]   # Your
x2 = [0.55, 0.87, 0.66]   # journey

d = len(x2)
s = 0.0
for a, b in zip(x2, x1):
    s += a * b
ex_omega = round(s / math.sqrt(d), 4)   # omega_21
