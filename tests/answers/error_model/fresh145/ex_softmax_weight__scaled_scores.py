# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) before the softmax (as in scaled dot-product attention); the statement asks for the softmax of the raw, unscaled dot products, giving 0.2379.
import math

embeddings = [[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]]

journey = embeddings[1]
scores = []
for j in range(len(embeddings)):
    s = 0
    for k in range(len(journey)):
        s = s + journey[k] * embeddings[j][k]
    scores.append(s / math.sqrt(len(journey)))
print("scores", scores)

exps = []
for j in range(len(scores)):
    exps.append(math.exp(scores[j]))
total = sum(exps)
print("weights", [e / total for e in exps])
ex_softmax_weight = round(exps[1] / total, 4)
print(ex_softmax_weight)
