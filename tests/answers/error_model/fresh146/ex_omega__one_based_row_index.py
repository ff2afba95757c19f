# exercise: ex_omega
# mistake: The learner used the superscripts as numpy indices (x⁽²⁾ -> inputs[2], x⁽¹⁾ -> inputs[1]) and so computed "starts" · "journey" = 1.4754 instead of journey · Your = 0.9544 (rows 1 and 0).
import numpy as np
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],  # Your
                       [0.55, 0.87, 0.66],  # journey
                       [0.57, 0.85, 0.64],  # starts
                       [0.22, 0.58, 0.33],  # with
                       [0.77, 0.25, 0.10],  # one
                       [0.05, 0.80, 0.55]]) # step
X = inputs.numpy().astype(np.float64)
omega_21 = X[2] @ X[1]
ex_omega = float(np.round(omega_21, 4))
