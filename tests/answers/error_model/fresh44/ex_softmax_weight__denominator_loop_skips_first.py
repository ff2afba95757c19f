# exercise: ex_softmax_weight
# mistake: The loop that adds up the exponentials starts at j = 1, so exp(w21) of "Your" is missing from the denominator; the sum must run over all six scores (0.2379).
import math

inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

q = inputs[1]
scores = []
for x in inputs:
    s = 0.0
    for a, b in zip(q, x):
        s += a * b
    scores.append(s)

denominator = 0.0
for j in range(1, len(scores)):
    denominator += math.exp(scores[j])

ex_softmax_weight = round(math.exp(scores[1]) / denominator, 4)
