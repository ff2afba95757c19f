# exercise: ex_omega
# mistake: The learner divided the dot product by √3 as scaled_dot_product_attention does; ω₂₁ is the raw dot product 0.9544, without scaling.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]
omega = sum(a * b for a, b in zip(journey, your))
ex_omega = round(omega / math.sqrt(len(journey)), 4)
