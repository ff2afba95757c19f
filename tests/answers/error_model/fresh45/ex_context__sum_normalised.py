# exercise: ex_context
# mistake: Normalises the raw scores by dividing by their sum instead of taking their softmax, so the weights are wrong; with softmax weights z⁽²⁾ ≈ [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega_2 = inputs @ inputs[1]
alpha_2 = omega_2 / omega_2.sum()
print(alpha_2.sum())  # tensor(1.)
z_2 = alpha_2 @ inputs
ex_context = [round(float(v), 4) for v in z_2]
