# exercise: ex_softmax_weight
# mistake: The denominator loop uses range(1, 6), so the score of "Your" (index 0) is left out of Σ exp(ω2j); all six scores belong in the sum.
import math

inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]


def dot(u, v):
    return sum(a * b for a, b in zip(u, v))


journey = inputs[1]
denominator = 0
for j in range(1, 6):
    denominator += math.exp(dot(journey, inputs[j]))
ex_softmax_weight = round(math.exp(dot(journey, journey)) / denominator, 4)
print(ex_softmax_weight)
