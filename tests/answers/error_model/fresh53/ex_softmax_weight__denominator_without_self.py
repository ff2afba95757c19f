# exercise: ex_softmax_weight
# mistake: The learner summed the exponentials only over the five other tokens (j != 2) in the denominator; the softmax denominator includes exp(ω22) itself, giving 0.2379.
import math
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
w = [sum(a*b for a, b in zip(q, xj)) for xj in x]
own = math.exp(w[1])
others = sum(math.exp(v) for j, v in enumerate(w) if j != 1)
ex_softmax_weight = round(own / others, 4)
print(ex_softmax_weight)
