# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing ω₂₂ by the plain sum Σⱼ ω₂ⱼ (0.2278) instead of taking the softmax exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) (0.2379).
inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
x2 = inputs[1]
omega = [sum(a * b for a, b in zip(x2, xj)) for xj in inputs]
alpha = [w / sum(omega) for w in omega]   # weights sum to 1
ex_softmax_weight = round(alpha[1], 4)
print(alpha, sum(alpha))
