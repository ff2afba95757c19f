# exercise: ex_omega
# mistake: The dot product is divided by sqrt(3) as in scaled dot-product attention (0.5510); the asked score ω₂₁ is the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

dot = sum(a * b for a, b in zip(journey, your))
print("raw dot:", dot)                 # 0.2365 + 0.1305 + 0.5874
d_k = len(journey)
omega = dot / math.sqrt(d_k)           # attention scores are scaled by sqrt(d_k)
print("omega:", omega)
ex_omega = round(omega, 4)
