# exercise: ex_omega
# mistake: The dot-product loop runs over range(len(query) - 1), so the third product 0.66*0.89 is never added; the score must sum all three products (0.9544).
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

query = inputs[1]
key = inputs[0]

omega = 0.0
for k in range(len(query) - 1):
    omega += query[k] * key[k]

ex_omega = round(omega, 4)
print(ex_omega)
