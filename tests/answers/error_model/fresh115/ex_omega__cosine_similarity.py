# exercise: ex_omega
# mistake: Divided the dot product by both vectors' norms (cosine similarity, 0.7808); the score omega_21 is the raw dot product 0.9544.
import math
from dataclasses import dataclass


@dataclass
class Work:
    dot: float = 0.0
    norm_q: float = 0.0
    norm_k: float = 0.0
    score: float = 0.0


journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

w = Work()
w.dot = sum(a * b for a, b in zip(journey, your))
w.norm_q = math.sqrt(sum(a * a for a in journey))
w.norm_k = math.sqrt(sum(b * b for b in your))
w.score = w.dot / (w.norm_q * w.norm_k)   # similarity between the two words
ex_omega = round(w.score, 4)
