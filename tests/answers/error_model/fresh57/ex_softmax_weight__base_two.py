# exercise: ex_softmax_weight
# mistake: Used powers of 2 (2**omega, as with bits) instead of exp in the softmax; the softmax uses e.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
omega = [sum(q[k] * row[k] for k in range(3)) for row in x]
Z = sum(2 ** o for o in omega)
ex_softmax_weight = round(2 ** omega[1] / Z, 4)
