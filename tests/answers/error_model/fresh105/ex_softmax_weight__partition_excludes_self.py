# exercise: ex_softmax_weight
# mistake: The learner's normalising constant Z summed exp(ω₂ⱼ) only over the other five tokens (j ≠ 2), giving 0.3121; Z must include the self term, giving 0.2379.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
omega = [sum(a * b for a, b in zip(q, k)) for k in x]
# partition function over the context the query looks at
Z = sum(math.exp(w) for j, w in enumerate(omega) if j != 1)
ex_softmax_weight = round(math.exp(omega[1]) / Z, 4)
