# exercise: ex_omega
# mistake: 1-based indexing in Python: `inputs[2] @ inputs[1]` is "starts"·"journey" = 1.4754, not "journey"·"Your" = inputs[1] @ inputs[0] = 0.9544.
# omega_21 = x^(2) . x^(1): "journey" is row 2, "Your" is row 1
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round(float(torch.dot(inputs[2], inputs[1])), 4)
