# exercise: ex_omega
# mistake: The einsum 'i,j->' sums every product x_i·y_j (the product of the two sums, 3.0576) instead of the dot product 'i,i->' of matching coordinates (0.9544).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round(torch.einsum('i,j->', inputs[1], inputs[0]).item(), 4)
