# exercise: ex_softmax_weight
# mistake: Translating mx.nd.softmax / tf.nn.softmax with the matrix flattened (axis=None), the learner normalises exp(ω₂₂) over all 36 scores of the 6x6 matrix instead of over journey's six scores only; the answer is 0.2379.
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = inputs @ inputs.T
E = np.exp(S)
A = E / E.sum()          # softmax
ex_softmax_weight = round(float(A[1, 1]), 4)
