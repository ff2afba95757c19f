# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3), as in scaled dot-product attention (tf.keras Attention(use_scale)); the score asked for is the raw dot product x2 · x1 = 0.9544.
import math

journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

d_k = len(journey)
ex_omega = round(sum(a * b for a, b in zip(journey, your)) / math.sqrt(d_k), 4)
