# exercise: ex_omega
# mistake: The learner divided the dot product by √3 as in scaled attention, answering 0.5510; ω₂₁ is the unscaled x⁽²⁾ · x⁽¹⁾ = 0.9544.

import math

x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey
d_k = len(x2)
ex_omega = round(sum(a * b for a, b in zip(x2, x1)) / math.sqrt(d_k), 4)  # 0.551
