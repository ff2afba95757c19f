# exercise: ex_softmax_weight
# mistake: The learner divides ω₂₂ by the sum of the six scores (plain normalisation) instead of applying the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ) (0.2379).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = inputs[1]
s = [sum(q[k] * row[k] for k in range(3)) for row in inputs]
total = 0.0
for v in s:
    total += v
ex_softmax_weight = round(s[1] / total, 4)
