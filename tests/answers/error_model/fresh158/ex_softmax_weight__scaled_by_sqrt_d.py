# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) (temperature of the scaled dot product) although the statement says no scaling; the answer is softmax of the raw scores, 0.2379.
import math

X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = X[1]
T = math.sqrt(len(q))  # temperature
logits = [sum(a * b for a, b in zip(q, k)) / T for k in X]
Z = sum(math.exp(l) for l in logits)
ex_softmax_weight = round(math.exp(logits[1]) / Z, 4)
