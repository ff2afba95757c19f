# exercise: ex_omega
# mistake: The dot product is divided by sqrt(3) as in scaled dot-product attention, but ω₂₁ is the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

score = sum(q * k for q, k in zip(journey, your)) / math.sqrt(len(journey))
ex_omega = round(score, 4)
