# exercise: ex_softmax_weight
# mistake: The weight is the score divided by the sum of the six scores (simple normalisation, 0.2278) instead of the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ) = 0.2379.
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(i * j for i, j in zip(a, b))

omega = [dot(x[1], xj) for xj in x]
total = sum(omega)
ex_softmax_weight = round(omega[1] / total, 4)
print(ex_softmax_weight)
