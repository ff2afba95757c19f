# exercise: ex_omega
# mistake: Divides the dot product by sqrt(d_k) = sqrt(3) as in the Transformer paper's scaled dot-product attention; ω here is the raw dot product 0.9544.
import math

X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q, k = X[1], X[0]
d_k = len(q)
# Attention(Q, K, V) = softmax(QK^T / sqrt(d_k)) V
ex_omega = round(sum(a * b for a, b in zip(q, k)) / math.sqrt(d_k), 4)
