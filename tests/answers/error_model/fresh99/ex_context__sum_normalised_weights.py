# exercise: ex_context
# mistake: The weights were normalised by dividing the scores by their sum (the book's first, simple normalisation) instead of the softmax the statement asks for; z^(2) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[1]
omega_2 = torch.tensor([torch.dot(x_j, x_2) for x_j in inputs])
alpha_2 = omega_2 / omega_2.sum()
print("weights sum:", alpha_2.sum())
z_2 = torch.zeros(3)
for j in range(6):
    z_2 += alpha_2[j] * inputs[j]
ex_context = [round(v, 4) for v in z_2.tolist()]
