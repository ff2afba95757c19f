# exercise: ex_omega
# mistake: reports the attention weight softmax(ω₂)₁ instead of the raw score ω₂₁; the score before any softmax is 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
omega = F.softmax(inputs @ query, dim=0)
ex_omega = round(omega[0].item(), 4)
print("omega_21 =", ex_omega)
