# exercise: ex_omega
# mistake: Computes the cosine similarity (the dot product divided by both vector lengths) instead of the raw dot product x(2)·x(1) = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

dot = 0
for i in range(3):
    dot = dot + journey[i] * your[i]
len1 = math.sqrt(sum(v * v for v in journey))
len2 = math.sqrt(sum(v * v for v in your))
ex_omega = round(dot / (len1 * len2), 4)
print(ex_omega)
