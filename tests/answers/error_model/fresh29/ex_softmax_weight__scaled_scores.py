# exercise: ex_softmax_weight
# mistake: The learner scaled the scores by 1/sqrt(3) before the softmax, giving 0.2070; the statement asks for the softmax of the raw, unscaled dot products, α22 = 0.2379.
import math

embeddings = {
    "Your": [0.43, 0.15, 0.89], "journey": [0.55, 0.87, 0.66], "starts": [0.57, 0.85, 0.64],
    "with": [0.22, 0.58, 0.33], "one": [0.77, 0.25, 0.10], "step": [0.05, 0.80, 0.55],
}


def my_softmax(xs):
    m = max(xs)
    exps = [math.exp(v - m) for v in xs]
    total = sum(exps)
    return [e / total for e in exps]


q = embeddings["journey"]
d = len(q)
scores = [sum(a * b for a, b in zip(q, k)) / math.sqrt(d) for k in embeddings.values()]
weights = my_softmax(scores)
ex_softmax_weight = round(weights[1], 4)
