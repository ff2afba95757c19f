# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention; the question asks for the plain score omega_21 = x2 . x1 without scaling (0.9544).
import math

inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

def dot(u, v):
    total = 0.0
    for a, b in zip(u, v):
        total += a * b
    return total

d_k = len(inputs[0])
ex_omega = round(dot(inputs[1], inputs[0]) / math.sqrt(d_k), 4)
