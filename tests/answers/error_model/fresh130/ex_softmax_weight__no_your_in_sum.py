# exercise: ex_softmax_weight
# mistake: The learner's denominator loop runs j from 1 to 5 in 0-based indexing and leaves out exp(ω₂₁) of "Your"; the sum must cover all six scores.
import math

inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
x2 = inputs[1]
omega = [sum(a * b for a, b in zip(x2, xj)) for xj in inputs]

denominator = 0.0
for j in range(1, len(omega)):
    denominator += math.exp(omega[j])
alpha_22 = math.exp(omega[1]) / denominator
ex_softmax_weight = round(alpha_22, 4)
