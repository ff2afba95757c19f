# exercise: ex_context
# mistake: Weighted the inputs with scores divided by their sum instead of softmax weights; with softmax the context vector is [0.4419, 0.6515, 0.5683].
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

q = inputs[1]
scores = [sum(a * b for a, b in zip(q, k)) for k in inputs]
alpha = [s / sum(scores) for s in scores]
assert abs(sum(alpha) - 1) < 1e-9

z = [0.0, 0.0, 0.0]
for a, x in zip(alpha, inputs):
    for d in range(3):
        z[d] += a * x[d]

ex_context = [round(v, 4) for v in z]
