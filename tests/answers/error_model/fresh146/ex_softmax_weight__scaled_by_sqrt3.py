# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(d) = sqrt(3) before the softmax (giving 0.2070), although the question says raw dot products with no scaling (answer 0.2379).
import numpy as np
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
a = inputs.numpy()
w = a @ a[1] / np.sqrt(a.shape[1])
e = np.exp(w - w.max())
alpha = torch.from_numpy(e / e.sum())
ex_softmax_weight = round(alpha[1].item(), 4)
