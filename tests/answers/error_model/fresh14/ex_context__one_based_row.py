# exercise: ex_context
# mistake: 1-based indexing: row `all_context_vecs[2]` is the context vector of "starts", [0.4431, 0.6496, 0.5671], instead of row 1 = z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.T
weights = np.exp(scores) / np.exp(scores).sum(axis=-1, keepdims=True)
all_context_vecs = weights @ inputs
z2 = all_context_vecs[2]     # z^(2)
ex_context = [round(float(v), 4) for v in z2]
