# exercise: ex_softmax_weight
# mistake: Leaves ω22 out of the denominator (sums exp only over the other five keys), so the weight exp(ω22)/Σ_{j≠2} exp(ω2j) is too large; the softmax denominator includes all six scores.
import math

shuru = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
q = shuru[1]
def dianji(a, b):
    return sum(x * y for x, y in zip(a, b))

omega = [dianji(q, k) for k in shuru]
# α22 = exp(ω22) / Σ exp(ω2j)
fenzi = math.exp(omega[1])
fenmu = 0.0
for j in range(len(omega)):
    if j != 1:
        fenmu += math.exp(omega[j])
ex_softmax_weight = round(fenzi / fenmu, 4)
