# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled attention (0.5510); the question asks for the raw score x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d = inputs.shape[1]
omega = torch.einsum('k,k->', inputs[1], inputs[0]) / d ** 0.5
ex_omega = round(omega.item(), 4)
