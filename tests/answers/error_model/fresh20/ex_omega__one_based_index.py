# exercise: ex_omega
# mistake: Read x⁽²⁾ and x⁽¹⁾ as Python indices 2 and 1, so it computed "starts"·"journey" = 1.4754 instead of "journey"·"Your" = x[1]·x[0] = 0.9544.
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

# omega_21 = x^(2) . x^(1)
query = inputs[2]
key = inputs[1]
total = 0.0
for q, k in zip(query, key):
    total += q * k
ex_omega = round(total, 4)
