# exercise: ex_softmax_weight
# mistake: The learner divided the scores by √3 before the softmax, although the statement says no scaling; the answer is 0.2379.
import math

emb = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = emb[1]
scores = [sum(a * b for a, b in zip(q, k)) / math.sqrt(len(q)) for k in emb]
ex = [math.exp(s) for s in scores]
ex_softmax_weight = round(ex[1] / sum(ex), 4)
