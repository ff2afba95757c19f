# exercise: ex_softmax_weight
# mistake: Left the query's own score out of the denominator (summed exp(ω2j) only over the other five tokens), so the result is not a softmax weight; α22 = exp(ω22) / Σ over all six j = 0.2379.
import math

inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
q = inputs[1]
scores = [sum(a * b for a, b in zip(q, x)) for x in inputs]
print(scores)

num = math.exp(scores[1])
den = 0.0
for j, s in enumerate(scores):
    if j == 1:
        continue  # other tokens
    den += math.exp(s)
ex_softmax_weight = round(num / den, 4)
print(ex_softmax_weight)
