# exercise: ex_omega
# mistake: Took rows 2 and 1 of the 0-based inputs list ("step" and "journey") instead of rows 1 and 0, so the score is x(3)·x(2) = 1.4754 rather than 0.9544.
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]
x2 = inputs[2]
x1 = inputs[1]
ex_omega = round(sum(a * b for a, b in zip(x2, x1)), 4)
print(ex_omega)
