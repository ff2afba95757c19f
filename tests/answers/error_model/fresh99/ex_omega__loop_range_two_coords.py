# exercise: ex_omega
# mistake: The hand-written dot product loops over range(2), so the third coordinate product 0.66·0.89 is never added; all three coordinates must be summed (0.9544).
x_1 = [0.43, 0.15, 0.89]  # Your
x_2 = [0.55, 0.87, 0.66]  # journey

omega_21 = 0.0
for k in range(len(x_1) - 1):
    omega_21 += x_2[k] * x_1[k]
print("omega_21 =", omega_21)
ex_omega = round(omega_21, 4)
