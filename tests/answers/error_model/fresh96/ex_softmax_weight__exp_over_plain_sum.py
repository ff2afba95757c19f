# exercise: ex_softmax_weight
# mistake: Exponentiated the numerator but divided by the plain sum of the scores, exp(ω22)/Σω2j; the softmax divides by Σ exp(ω2j).
import math

inputs = [
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
]
journey = inputs[1]
omega = [sum(q * k for q, k in zip(journey, row)) for row in inputs]
print("scores", omega)
ex_softmax_weight = round(math.exp(omega[1]) / sum(omega), 4)
