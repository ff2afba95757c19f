# exercise: ex_softmax_weight
# mistake: Divides the score by the sum of the six scores (simple normalisation) instead of taking exp(ω₂₂) / Σ exp(ω₂ⱼ); the softmax weight is 0.2379.
import numpy as np
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = (x @ x[1]).numpy()
w = w / np.sum(w)
print("sum:", w.sum())
ex_softmax_weight = round(float(w[1]), 4)
