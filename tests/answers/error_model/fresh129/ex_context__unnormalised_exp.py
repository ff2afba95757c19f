# exercise: ex_context
# mistake: The learner weights the inputs by exp(ω₂ⱼ) but never divides by Σ exp(ω₂ⱼ), so the weights do not sum to 1; the softmax weights must be normalised.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
w = [math.exp(sum(a * b for a, b in zip(q, k))) for k in x]   # T weights
z = [0.0, 0.0, 0.0]
for wj, xj in zip(w, x):
    for c in range(3):
        z[c] += wj * xj[c]
ex_context = [round(v, 4) for v in z]
