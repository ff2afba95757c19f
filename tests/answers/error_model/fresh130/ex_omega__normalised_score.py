# exercise: ex_omega
# mistake: The learner divided ω₂₁ by the sum of all six scores of "journey" (the book's first normalisation), giving a weight instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
omega_2 = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    omega_2[j] = torch.dot(query, x_j)
omega_2 = omega_2 / omega_2.sum()
ex_omega = round(omega_2[0].item(), 4)
