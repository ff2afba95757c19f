# exercise: ex_context
# mistake: The learner left "journey" itself out of the softmax and the weighted sum (only the five other tokens), giving [0.4081, 0.5833, 0.5397]; z2 sums over all six tokens including j = 2: [0.4419, 0.6515, 0.5683].
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89],
                   [0.55, 0.87, 0.66],
                   [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33],
                   [0.77, 0.25, 0.10],
                   [0.05, 0.80, 0.55]])
q = inputs[1]
others = np.delete(inputs, 1, axis=0)   # the context = the other words
s = others @ q
a = np.exp(s) / np.sum(np.exp(s))
z = np.einsum('j,jd->d', a, others)
ex_context = [round(float(v), 4) for v in z]
