# exercise: ex_softmax_weight
# mistake: The learner normalises the six scores by their sum (ω₂₂ / Σω₂ⱼ ≈ 0.2278) instead of applying the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
journey = inputs[1]
scores = [sum(a * b for a, b in zip(journey, row)) for row in inputs]
total = sum(scores)
weights = [s / total for s in scores]
print(weights, sum(weights))
ex_softmax_weight = round(weights[1], 4)
