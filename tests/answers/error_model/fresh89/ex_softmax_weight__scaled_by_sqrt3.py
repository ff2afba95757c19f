# exercise: ex_softmax_weight
# mistake: The scores are divided by sqrt(3) before the softmax, but the exercise asks for the raw, unscaled dot products.
import math
x = [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
d = 3
q = x[1]
w = [sum(q[c] * x[j][c] for c in range(d)) / math.sqrt(d) for j in range(6)]
Z = sum(math.exp(s) for s in w)
ex_softmax_weight = round(math.exp(w[1]) / Z, 4)
