# exercise: ex_softmax_weight
# mistake: Left ω22 out of the denominator (summed exp only over the five other tokens), so the result is not a softmax weight; the denominator must include all six scores, giving 0.2379.
import math
X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = X[1]
w = [sum(a*b for a, b in zip(q, r)) for r in X]
d = sum(math.exp(v) for j, v in enumerate(w) if j != 1)
ex_softmax_weight = round(math.exp(w[1]) / d, 4)
print(ex_softmax_weight)
