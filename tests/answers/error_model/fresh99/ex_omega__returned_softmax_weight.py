# exercise: ex_omega
# mistake: The learner went one step too far and returned the softmax-normalised weight alpha_21 instead of the raw score omega_21 = x^(2)·x^(1) = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]  # journey
omega_2 = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    omega_2[j] = torch.dot(x_j, query)
alpha_2 = torch.softmax(omega_2, dim=0)
omega_21 = alpha_2[0]
ex_omega = round(float(omega_21), 4)
