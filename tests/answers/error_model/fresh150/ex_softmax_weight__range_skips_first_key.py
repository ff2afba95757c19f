# exercise: ex_softmax_weight
# mistake: The learner's loop over the keys runs over range(1, 6), so the key "Your" (index 0) is left out of the denominator; the sum must cover all six keys (0.2379).
import math

emb = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(x * y for x, y in zip(a, b))

q = emb[1]
denom = 0.0
for j in range(1, 6):
    denom += math.exp(dot(q, emb[j]))
ex_softmax_weight = round(math.exp(dot(q, q)) / denom, 4)
print(ex_softmax_weight)
