# exercise: ex_context
# mistake: Normalised the scores by their sum (ω2j / Σω2j) instead of taking the softmax, so the weights and the context vector are off; z(2) uses softmax weights.
inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
query = inputs[1]
scores = [sum(q * k for q, k in zip(query, x)) for x in inputs]
total = sum(scores)
alphas = [s / total for s in scores]
print("weights sum", sum(alphas))
ex_context = [round(sum(a * x[i] for a, x in zip(alphas, inputs)), 4) for i in range(3)]
