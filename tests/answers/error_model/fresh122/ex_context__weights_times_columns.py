# exercise: ex_context
# mistake: Read the flat list of embeddings as if it were stored column by column (flat[c*6 + j]) although it was built row by row, so coordinates come from the wrong tokens; coordinate c of token j is flat[j*3 + c].
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import math
flat = [v for r in inputs for v in r]
q = inputs[1]
scores = [sum(q[c] * r[c] for c in range(3)) for r in inputs]
m = max(scores)
ex = [math.exp(s - m) for s in scores]
alpha = [e / sum(ex) for e in ex]
z = [0.0] * 3
for k in range(18):
    c, j = divmod(k, 6)
    z[c] += alpha[j] * flat[c * 6 + j]
ex_context = [round(v, 4) for v in z]
