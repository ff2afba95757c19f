# exercise: ex_softmax_weight
# mistake: Leaves out the last token "step" (range(5)) so the softmax runs over five scores; it must run over all six.
import math

inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = inputs[1]
omega = [sum(q[k] * inputs[j][k] for k in range(3)) for j in range(5)]
den = sum(math.exp(o) for o in omega)
ex_softmax_weight = round(math.exp(omega[1]) / den, 4)
