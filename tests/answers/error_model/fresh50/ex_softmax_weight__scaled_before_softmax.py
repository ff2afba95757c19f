# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(d) = sqrt(3) before the softmax (scaled dot-product habit); the statement says raw dot products, no scaling, which gives 0.2379.
import numpy as np

X = np.array(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
logits = X[1] @ X.T / np.sqrt(X.shape[-1])
w = np.exp(logits - logits.max(axis=-1, keepdims=True))
w = w / w.sum(axis=-1, keepdims=True)
ex_softmax_weight = round(float(w[1]), 4)
