# exercise: ex_context
# mistake: The learner computed the scores as a self-join with the condition key != query, so "journey" gets no weight on itself and the softmax runs over only five scores; every token, the query included, must take part.
inputs = {
    "Your": (0.43, 0.15, 0.89),
    "journey": (0.55, 0.87, 0.66),
    "starts": (0.57, 0.85, 0.64),
    "with": (0.22, 0.58, 0.33),
    "one": (0.77, 0.25, 0.10),
    "step": (0.05, 0.80, 0.55),
}
import math

q_tok = "journey"
# SELECT k.tok, dot(q, k) FROM inputs q JOIN inputs k ON q.tok <> k.tok WHERE q.tok = 'journey'
joined = [(k, sum(a * b for a, b in zip(inputs[q_tok], v))) for k, v in inputs.items() if k != q_tok]
total = sum(math.exp(s) for _, s in joined)
weights = {k: math.exp(s) / total for k, s in joined}
z = [0.0, 0.0, 0.0]
for k, w in weights.items():
    for c in range(3):
        z[c] += w * inputs[k][c]
ex_context = [round(v, 4) for v in z]
print(ex_context)
