# exercise: ex_omega
# mistake: Kept the 1/sqrt(d_k) scaling of the blog's scaled dot-product attention, giving 0.9544/sqrt(3) = 0.5510; the score asked for is the raw dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]   # Your
x2 = [0.55, 0.87, 0.66]   # journey

d_k = len(x2)
score = sum(q * k for q, k in zip(x2, x1)) / math.sqrt(d_k)
ex_omega = round(score, 4)
