# exercise: ex_softmax_weight
# mistake: The denominator loop runs j over range(1, 6), leaving out exp(omega_21) of the key "Your"; the softmax sum must cover all six scores (0.2379).
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
x_2 = x[1]
omega_2 = [sum(x_2[k] * x[j][k] for k in range(3)) for j in range(6)]

denominator = 0.0
for j in range(1, 6):
    denominator += math.exp(omega_2[j])
alpha_22 = math.exp(omega_2[1]) / denominator
ex_softmax_weight = round(alpha_22, 4)
