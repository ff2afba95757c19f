# exercise: ex_softmax_weight
# mistake: Normalises the six scores by dividing by their sum (the book's first, naive normalisation) instead of the softmax exp(ω₂₂)/Σexp(ω₂ⱼ); the answer is 0.2379.
scores = []
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
for xj in x:
    scores.append(sum(a * b for a, b in zip(x[1], xj)))

total = sum(scores)
weights = [s / total for s in scores]   # normalize so they sum to 1
ex_softmax_weight = round(weights[1], 4)
