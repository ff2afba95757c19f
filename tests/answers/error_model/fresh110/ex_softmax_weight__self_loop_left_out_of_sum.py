# exercise: ex_softmax_weight
# mistake: The learner left the self-loop out of the normaliser and divided exp(ω₂₂) only by the exponentials of the five edges to the other tokens; the softmax sums over all six scores, j = 2 included (answer 0.2379).
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
w = [sum(a * b for a, b in zip(q, k)) for k in x]

self_loop = math.exp(w[1])
neighbours = sum(math.exp(s) for j, s in enumerate(w) if j != 1)
ex_softmax_weight = round(self_loop / neighbours, 4)
print("alpha_22 =", ex_softmax_weight)
