# exercise: ex_omega
# mistake: The learner divided the dot product by √3 (the scaled score used in GPT-2's _attn) although ω₂₁ is the raw dot product x⁽²⁾·x⁽¹⁾ = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

w = sum(a * b for a, b in zip(journey, your))
w = w / math.sqrt(len(journey))   # scale_attn_weights
ex_omega = round(w, 4)
