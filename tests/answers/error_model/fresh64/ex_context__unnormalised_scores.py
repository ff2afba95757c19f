# exercise: ex_context
# mistake: Weights the inputs with the raw scores omega_2j instead of the softmax weights alpha_2j.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega_2 = inputs @ inputs[1]
z_2 = omega_2 @ inputs
ex_context = [round(float(t), 4) for t in z_2]
