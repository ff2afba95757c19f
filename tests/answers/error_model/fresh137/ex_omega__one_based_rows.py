# exercise: ex_omega
# mistake: The learner indexed the rows as if they were 1-based (inputs[2]·inputs[1]), so computed the score of 'starts' with 'journey' (1.4754) instead of inputs[1]·inputs[0] = 0.9544.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import torch

X = torch.tensor(inputs, dtype=torch.float64)
# ω_21 -> row 2, row 1
ex_omega = round(float(X[2] @ X[1]), 4)
