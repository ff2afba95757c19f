# exercise: ex_omega
# mistake: Indexes the rows 1-based (inputs[2] and inputs[1]), computing x(3)·x(2) = 1.4754 instead of x(2)·x(1) = inputs[1]·inputs[0] = 0.9544.
from functools import reduce

inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

dot = lambda u, v: reduce(lambda acc, p: acc + p[0] * p[1], zip(u, v), 0.0)
ex_omega = round(dot(inputs[2], inputs[1]), 4)
