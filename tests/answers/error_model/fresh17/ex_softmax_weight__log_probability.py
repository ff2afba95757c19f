# exercise: ex_softmax_weight
# mistake: Worked in log space (ω₂₂ − logsumexp ω₂) and reported the log-weight −1.4359 without exponentiating back; α₂₂ = 0.2379.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
omega = [sum(a * b for a, b in zip(x[1], xj)) for xj in x]

# log alpha_22 = omega_22 - log sum_j exp(omega_2j), with the max pulled out for stability
m = max(omega)
lse = m + math.log(sum(math.exp(w - m) for w in omega))
ex_softmax_weight = round(omega[1] - lse, 4)
