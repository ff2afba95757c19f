# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) out of scaled-dot-product habit; ω₂₁ is the unscaled dot product 0.9544.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]
s = sum(a * b for a, b in zip(journey, your))
ex_omega = round(s / math.sqrt(len(journey)), 4)
print(ex_omega)
