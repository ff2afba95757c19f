# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing by their sum (the book's first, non-softmax normalisation), 0.2278, instead of exp(ω₂₂)/Σ exp(ω₂ⱼ) = 0.2379.
omega_2 = []
x = [(0.43, 0.15, 0.89), (0.55, 0.87, 0.66), (0.57, 0.85, 0.64),
     (0.22, 0.58, 0.33), (0.77, 0.25, 0.10), (0.05, 0.80, 0.55)]
q = x[1]
for k in x:
    omega_2.append(sum(a * b for a, b in zip(q, k)))

total = sum(omega_2)
alpha_2 = [w / total for w in omega_2]
ex_softmax_weight = round(alpha_2[1], 4)
