# exercise: ex_context
# mistake: Reads journey's context vector as column 2 of Z = A X (the second coordinate of all six context vectors) instead of row 2 of Z.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
A = torch.softmax(inputs @ inputs.T, dim=-1)
Z = A @ inputs          # all context vectors
z_2 = Z[:, 1]
print(z_2)
ex_context = [round(v, 4) for v in z_2.tolist()]
