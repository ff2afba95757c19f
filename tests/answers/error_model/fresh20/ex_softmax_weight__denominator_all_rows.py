# exercise: ex_softmax_weight
# mistake: The exp-sum accumulator sits outside the query loop, so the denominator adds the exponentials of all 36 scores rather than the 6 of "journey"'s row; α₂₂ comes out 0.0523 instead of 0.2379.
import math

inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

scores = []
denominator = 0.0
for q in inputs:
    row = []
    for k in inputs:
        s = q[0] * k[0] + q[1] * k[1] + q[2] * k[2]
        row.append(s)
        denominator += math.exp(s)
    scores.append(row)

weights = [[math.exp(s) / denominator for s in row] for row in scores]
ex_softmax_weight = round(weights[1][1], 4)
