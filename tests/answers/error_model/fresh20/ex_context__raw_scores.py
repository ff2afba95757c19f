# exercise: ex_context
# mistake: Weighted the inputs by the raw dot-product scores ω₂ⱼ, skipping the softmax, so the vector is about 6.5 times too long; the right context is [0.4419, 0.6515, 0.5683].
import math

inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
query = inputs[1]

context = [0.0, 0.0, 0.0]
for x in inputs:
    w = sum(q * k for q, k in zip(query, x))  # attention weight of this token
    for d in range(3):
        context[d] += w * x[d]

ex_context = [round(c, 4) for c in context]
