# exercise: ex_context
# mistake: Rounds the attention weights to 2 decimals (as printed in the book) before weighting the inputs, so the context vector is off in the third/fourth decimal; the exact weights must be used ([0.4419, 0.6515, 0.5683]).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
# weights of "journey" from the book's printout
attn_weights_2 = [0.14, 0.24, 0.23, 0.12, 0.11, 0.16]
z = [0.0, 0.0, 0.0]
for a, x in zip(attn_weights_2, inputs):
    for i in range(3):
        z[i] += a * x[i]
ex_context = [round(v, 4) for v in z]
