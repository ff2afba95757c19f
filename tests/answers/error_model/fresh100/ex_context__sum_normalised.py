# exercise: ex_context
# mistake: Normalises the scores by dividing by their sum instead of applying the softmax, giving [0.4355, 0.6451, 0.5680]; the weights must be softmax weights ([0.4419, 0.6515, 0.5683]).
from functools import reduce

X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
dot = lambda u, v: sum(a * b for a, b in zip(u, v))
scores = [dot(X[1], xj) for xj in X]
total = reduce(lambda a, b: a + b, scores)
alpha = [s / total for s in scores]
add = lambda u, v: [a + b for a, b in zip(u, v)]
z = reduce(add, ([a * c for c in xj] for a, xj in zip(alpha, X)))
ex_context = [round(c, 4) for c in z]
