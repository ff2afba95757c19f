# exercise: ex_softmax_weight
# mistake: The learner picked the first entry of the softmax row (α21 ≈ 0.1385, the weight on "Your") instead of the second one α22 ≈ 0.2379, the weight of "journey" on itself.
import numpy as np

X = np.array([[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]])
attn_scores = X @ X.T
attn = np.exp(attn_scores) / np.exp(attn_scores).sum(axis=-1, keepdims=True)
row = attn[1]
print(row)
# alpha_22: journey (query) on the first key
ex_softmax_weight = float(np.round(row[0], 4))
