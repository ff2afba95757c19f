# exercise: ex_softmax_weight
# mistake: The weight is normalised by dividing the score by the sum of the scores (the book's first, simple normalisation: 0.2278) instead of applying the softmax exp(ω₂₂)/Σexp(ω₂ⱼ) = 0.2379.
scores = [0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]   # x2 . xj, computed by hand
total = sum(scores)
print("total", total)
weights = [s / total for s in scores]
assert abs(sum(weights) - 1) < 1e-9
ex_softmax_weight = round(weights[1], 4)
