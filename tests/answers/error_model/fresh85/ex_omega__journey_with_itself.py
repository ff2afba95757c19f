# exercise: ex_omega
# mistake: Computes x(2) · x(2), the score of journey with itself (1.4950), instead of x(2) · x(1) with the key 'Your' (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]  # journey
omega_21 = torch.dot(query, inputs[1])
ex_omega = round(omega_21.item(), 4)
