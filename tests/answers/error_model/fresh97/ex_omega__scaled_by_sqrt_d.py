# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) as in scaled attention, but ω is the raw dot product x^(2)·x^(1) = 0.9544 (no scaling).
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

omega = sum(a * b for a, b in zip(journey, your))
ex_omega = round(omega / math.sqrt(len(your)), 4)
