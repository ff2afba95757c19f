# exercise: ex_softmax_weight
# mistake: Divides the score by the plain sum of the six scores (the book's first, simple normalisation) instead of taking the softmax exp(ω22) / Σ exp(ω2j).
inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
query = inputs[1]
scores = []
for row in inputs:
    s = 0
    for a, b in zip(query, row):
        s += a * b
    scores.append(s)

total = 0
for s in scores:
    total += s
weights = [s / total for s in scores]
print(weights, sum(weights))
ex_softmax_weight = round(weights[1], 4)
