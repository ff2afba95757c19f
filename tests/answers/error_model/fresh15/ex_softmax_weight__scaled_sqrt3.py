# exercise: ex_softmax_weight
# mistake: Applied the √d_k scaling anyway (softmax of ω₂ⱼ/√3), giving 0.2070, although the statement says no scaling; the right weight is 0.2379.
import math
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
s = [sum(a * b for a, b in zip(x[1], xj)) / math.sqrt(3) for xj in x]
e = [math.exp(v) for v in s]
ex_softmax_weight = round(e[1] / sum(e), 4)
