# exercise: ex_context
# mistake: The learner summed the weights times the query vector x⁽²⁾ for every j (Σⱼ α₂ⱼ x⁽²⁾ = x⁽²⁾) instead of weighting each input row x⁽ʲ⁾, so they returned journey's own embedding [0.55, 0.87, 0.66]; the answer is [0.4419, 0.6515, 0.5683].
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
logits = [sum(a * b for a, b in zip(q, k)) for k in x]
Z = sum(math.exp(l) for l in logits)
probs = [math.exp(l) / Z for l in logits]
z = [0.0, 0.0, 0.0]
for j, p in enumerate(probs):
    for d in range(3):
        z[d] += p * q[d]
ex_context = [round(v, 4) for v in z]
