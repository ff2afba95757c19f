# exercise: ex_softmax_weight
# mistake: Applied the softmax over all 36 scores of the full score matrix and read entry (2,2), instead of a softmax over the six scores of the "journey" row only.
import math

inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
scores = [[sum(a * b for a, b in zip(q, k)) for k in inputs] for q in inputs]
total = sum(math.exp(s) for row in scores for s in row)
ex_softmax_weight = round(math.exp(scores[1][1]) / total, 4)
print(ex_softmax_weight)
