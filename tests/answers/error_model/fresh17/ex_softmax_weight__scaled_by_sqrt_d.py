# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 before the softmax (0.2070) although the question asks for raw, unscaled dot products; α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d = inputs.shape[1]
omega_2 = inputs @ inputs[1]
# alpha = softmax(omega / sqrt(d))
alpha_2 = torch.softmax(omega_2 / d ** 0.5, dim=0)
ex_softmax_weight = round(alpha_2[1].item(), 4)
