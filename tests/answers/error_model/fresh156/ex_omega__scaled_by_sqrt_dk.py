# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as tf.keras Attention(use_scale) / scaled dot-product attention does; ω₂₁ is the plain dot product, 0.9544.
import math

x1 = [0.43, 0.15, 0.89]   # Your
x2 = [0.55, 0.87, 0.66]   # journey
score = sum(a * b for a, b in zip(x2, x1))
ex_omega = round(score / math.sqrt(len(x1)), 4)
