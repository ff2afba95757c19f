# exercise: ex_omega
# mistake: Took x⁽²⁾ and x⁽¹⁾ as Python rows 2 and 1 (one-based reading), computing the score of “starts” with “journey”; the rows are inputs[1] and inputs[0], giving 0.9544.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

flat = [v for row in inputs for v in row]
ex_omega = 0.0
for k in range(3):
    ex_omega += flat[2 * 3 + k] * flat[1 * 3 + k]
ex_omega = round(ex_omega, 4)
