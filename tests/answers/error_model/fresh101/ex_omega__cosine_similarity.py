# exercise: ex_omega
# mistake: Divides the dot product by the two vectors' lengths (cosine similarity); ω₂₁ is the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

dot = sum(a * b for a, b in zip(journey, your))
norm = math.sqrt(sum(a * a for a in journey)) * math.sqrt(sum(b * b for b in your))
ex_omega = round(dot / norm, 4)
