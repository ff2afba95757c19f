# exercise: ex_softmax_weight
# mistake: Normalised the scores by dividing by their sum (the book's first, simple normalisation) instead of the softmax exp(ω22)/Σexp(ω2j); the right value is 0.2379.
scores = []
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
for row in x:
    scores.append(sum(a * b for a, b in zip(q, row)))
total = sum(scores)
weights = [s / total for s in scores]
print("check sums to 1:", sum(weights))
ex_softmax_weight = round(weights[1], 4)
