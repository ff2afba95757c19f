# exercise: ex_softmax_weight
# mistake: Normalised the six scores by their sum (0.2278) instead of applying the softmax; α₂₂ = exp(ω₂₂)/Σ exp(ω₂ⱼ) = 0.2379.
# scores of "journey" against all six tokens, omega_2j
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
omega = []
for j in range(6):
    s = 0.0
    for k in range(3):
        s += q[k] * x[j][k]
    omega.append(s)

# weights form a probability distribution: each score over the total
total = 0.0
for s in omega:
    total += s
ex_softmax_weight = round(omega[1] / total, 4)
