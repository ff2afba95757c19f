# exercise: ex_softmax_weight
# mistake: Reads α₂₂ as entry [2, 2] of the 0-indexed weight matrix, the weight of "starts" on itself; "journey" is row and column 1, giving 0.2379.
import numpy as np


def softmax(v, axis=-1):
    e = np.exp(v - v.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn = softmax(inputs @ inputs.T, axis=-1)
ex_softmax_weight = float(np.round(attn[2, 2], 4))
