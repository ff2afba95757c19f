# exercise: ex_omega
# mistake: Divides the dot product by √3 (scaled dot-product attention) although ω₂₁ is the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]
d = len(journey)
ex_omega = round(sum(a * b for a, b in zip(journey, your)) / math.sqrt(d), 4)
