# exercise: ex_omega
# mistake: The while loop over coordinates starts at index 1, so the first product 0.55·0.43 is never added; the score sums all three coordinate products (0.9544).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

q = inputs[1]  # journey
k = inputs[0]  # Your
acc = 0.0
i = 1
while i < 3:
    acc += q[i] * k[i]
    i += 1
ex_omega = round(acc, 4)
