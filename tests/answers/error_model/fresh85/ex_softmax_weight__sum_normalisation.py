# exercise: ex_softmax_weight
# mistake: Normalises the scores by their sum (ω22 / Σ ω2j) instead of taking the softmax exp(ω22) / Σ exp(ω2j).
omega = []
x2 = [0.55, 0.87, 0.66]
for x in [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]:
    omega.append(sum(a * b for a, b in zip(x2, x)))
total = sum(omega)
ex_softmax_weight = round(omega[1] / total, 4)
print(ex_softmax_weight)
