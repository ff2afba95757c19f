# exercise: ex_omega
# mistake: Paired the coordinates with itertools.product instead of zip, so every coordinate of x^(2) is multiplied with every coordinate of x^(1) (sum(x2)*sum(x1)); the dot product pairs only matching coordinates (0.9544).
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

import itertools

journey, your = inputs[1], inputs[0]
pairs = itertools.product(journey, your)
ex_omega = round(sum(a * b for a, b in pairs), 4)
print(ex_omega)
