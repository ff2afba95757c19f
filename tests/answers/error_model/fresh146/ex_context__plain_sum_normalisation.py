# exercise: ex_context
# mistake: The learner normalised the six scores by dividing by their sum instead of the softmax, giving [0.4355, 0.6451, 0.5680]; with softmax weights z2 = [0.4419, 0.6515, 0.5683].
import numpy as np
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]], dtype=torch.float64)
x = inputs.numpy()
omega = x @ x[1]
alpha = omega / np.sum(omega)   # attention weights, sum to 1
z2 = torch.from_numpy(alpha) @ inputs
ex_context = np.round(z2.numpy(), 4).tolist()
