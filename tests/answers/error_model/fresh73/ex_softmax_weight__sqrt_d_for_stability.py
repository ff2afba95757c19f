# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(3) before the softmax "for stability" (0.2070); the statement says raw dot products, no scaling: α₂₂ = 0.2379.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
scores = [sum(a * b for a, b in zip(q, k)) / math.sqrt(len(q)) for k in x]
m = max(scores)
exps = [math.exp(s - m) for s in scores]
ex_softmax_weight = round(exps[1] / sum(exps), 4)
