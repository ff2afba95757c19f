# exercise: ex_softmax_weight
# mistake: The denominator loop stops at j = 2 (only “Your” and “journey”), as in a causal row; the softmax sums exp over all six scores (0.2379).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import math
q = inputs[1]
scores = [sum(q[c] * inputs[j][c] for c in range(3)) for j in range(6)]
denom = 0.0
j = 0
while j <= 1:
    denom += math.exp(scores[j])
    j += 1
ex_softmax_weight = round(math.exp(scores[1]) / denom, 4)
