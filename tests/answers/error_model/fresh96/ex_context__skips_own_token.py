# exercise: ex_context
# mistake: Left "journey" itself out of the scores and the weighted sum (only the five other tokens), but the query also attends to itself: j runs over all six tokens.
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
others = [x for j, x in enumerate(inputs) if j != 1]
exps = [math.exp(sum(a * b for a, b in zip(q, x))) for x in others]
alphas = [e / sum(exps) for e in exps]
ex_context = [round(sum(al * x[c] for al, x in zip(alphas, others)), 4) for c in range(3)]
print(ex_context)
