# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 before the softmax; the statement asks for raw dot products with no scaling (0.2379).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import math
q = inputs[1]
scores = []
for row in inputs:
    s = 0.0
    for a, b in zip(q, row):
        s += a * b
    scores.append(s / math.sqrt(len(q)))
tot = 0.0
for s in scores:
    tot += math.exp(s)
ex_softmax_weight = round(math.exp(scores[1]) / tot, 4)
