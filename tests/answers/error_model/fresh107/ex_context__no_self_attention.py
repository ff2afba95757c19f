# exercise: ex_context
# mistake: Leaves the query's own score out of the softmax and the sum (j ≠ 2), so "journey" does not attend to itself; all six tokens, including x⁽²⁾, take part: [0.4419, 0.6515, 0.5683].
import numpy as np
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
X = inputs.numpy()
query = X[1]
others = np.delete(X, 1, axis=0)          # the tokens journey looks at
scores = others @ query
weights = np.exp(scores) / np.exp(scores).sum()
ex_context = np.round(weights @ others, 4).tolist()
