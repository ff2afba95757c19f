# exercise: ex_context
# mistake: Averages the weighted embeddings over the tokens (mean, i.e. divided by 6: [0.0736, 0.1086, 0.0947]) instead of summing them; the weights already sum to 1, so z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import numpy as np


def softmax(z, axis=-1):
    z = z - z.max(axis=axis, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=axis, keepdims=True)


inputs = np.array(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]],
    dtype=np.float32,
)

q = inputs[1]
w = softmax(inputs @ q)
z = (w[:, None] * inputs).mean(axis=0)   # weighted average over tokens
ex_context = [round(float(v), 4) for v in z]
