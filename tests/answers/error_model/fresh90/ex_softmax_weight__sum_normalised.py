# exercise: ex_softmax_weight
# mistake: The learner normalised the six scores by their sum (ω₂₂ / Σ ω₂ⱼ) instead of taking the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ).
scores = []
x2 = [0.55, 0.87, 0.66]
for xj in [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]:
    scores.append(sum(a * b for a, b in zip(x2, xj)))
total = sum(scores)
ex_softmax_weight = round(scores[1] / total, 4)
