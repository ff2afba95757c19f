# exercise: ex_omega
# mistake: Computes the cosine similarity of the two embeddings (the dot product divided by both norms, 0.7808) instead of the plain dot product x^(2) · x^(1) = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

dot = sum(a * b for a, b in zip(journey, your))
norm_j = math.sqrt(sum(a * a for a in journey))
norm_y = math.sqrt(sum(b * b for b in your))
# similarity of "journey" and "Your"
ex_omega = round(dot / (norm_j * norm_y), 4)
