# exercise: ex_omega
# mistake: The while loop runs while i < 2, so only the first two coordinates are multiplied and added; all three (i < 3) belong in the dot product (0.9544).
x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]

total = 0.0
i = 0
while i < len(x2) - 1:
    total += x2[i] * x1[i]
    i += 1

ex_omega = round(total, 4)
