# exercise: ex_context
# mistake: Normalised the scores by dividing by their sum instead of applying the softmax; the weights must be softmax(ω₂ⱼ), giving [0.4419, 0.6515, 0.5683].
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = inputs[1]
scores = []
for row in inputs:
    scores.append(sum(a * b for a, b in zip(q, row)))
total = 0.0
for s in scores:
    total += s
weights = [s / total for s in scores]
z = [0.0, 0.0, 0.0]
for j in range(6):
    for c in range(3):
        z[c] += weights[j] * inputs[j][c]
ex_context = [round(v, 4) for v in z]
