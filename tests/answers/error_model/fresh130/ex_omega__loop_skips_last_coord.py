# exercise: ex_omega
# mistake: The learner's sum over coordinates runs over range(len(x) - 1) and drops the third coordinate; the dot product must add all three products (0.9544).
x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey

omega = 0.0
for i in range(len(x2) - 1):
    omega = omega + x2[i] * x1[i]

ex_omega = round(omega, 4)
