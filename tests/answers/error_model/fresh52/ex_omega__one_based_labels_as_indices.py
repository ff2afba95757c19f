# exercise: ex_omega
# mistake: Uses the book's 1-based labels as Python indices, computing inputs[2] · inputs[1] ("starts" with "journey", 1.4754) instead of inputs[1] · inputs[0] (0.9544).
inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]

def dot(u, v):
    return sum(a * b for a, b in zip(u, v))

# omega_21 = x^(2) . x^(1)
ex_omega = round(dot(inputs[2], inputs[1]), 4)
