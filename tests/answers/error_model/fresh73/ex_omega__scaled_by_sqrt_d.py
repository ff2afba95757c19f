# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention (0.5510); the question asks for the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544, no scaling.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

d = len(journey)
dot = math.fsum(q * k for q, k in zip(journey, your))   # fsum for exact accumulation
ex_omega = round(dot / math.sqrt(d), 4)
