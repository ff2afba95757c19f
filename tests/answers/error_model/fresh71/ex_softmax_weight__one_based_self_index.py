# exercise: ex_softmax_weight
# mistake: Took the weight at index 2 of journey's weight vector (1-based thinking), which is α₂₃ (journey on starts); α₂₂ is at index 1.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

query = inputs[1]
omega_2 = inputs @ query
alpha_2 = torch.softmax(omega_2, dim=0)
print(alpha_2)
ex_softmax_weight = round(alpha_2[2].item(), 4)
