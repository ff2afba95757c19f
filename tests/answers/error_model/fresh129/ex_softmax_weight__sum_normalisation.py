# exercise: ex_softmax_weight
# mistake: The learner normalises by dividing each score by the sum of scores (the book's first, naive normalisation) instead of applying the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ); the answer is 0.2379.
scores = []
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
for k in x:
    scores.append(sum(a * b for a, b in zip(q, k)))
total = sum(scores)
weights = [s / total for s in scores]
ex_softmax_weight = round(weights[1], 4)
