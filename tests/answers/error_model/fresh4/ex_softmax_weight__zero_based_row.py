# exercise: ex_softmax_weight
# mistake: The learner indexed the weight matrix 0-based as attn_weights[2, 2], which is the weight of "starts" on itself (0.2326); α₂₂ for "journey" is attn_weights[1, 1] = 0.2379.
# mistake_zh: 学习者用 0 起始的下标取了 attn_weights[2, 2]，那是 "starts" 对自己的权重（0.2326）；"journey" 的 α₂₂ 是 attn_weights[1, 1] = 0.2379。
# keywords: index, 0-based, starts, journey, row
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = X @ X.T
A = np.exp(S) / np.exp(S).sum(axis=1, keepdims=True)
ex_softmax_weight = float(np.round(A[2, 2], 4))
