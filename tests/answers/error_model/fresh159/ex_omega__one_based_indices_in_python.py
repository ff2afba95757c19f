# exercise: ex_omega
# mistake: The learner uses the paper indices 2 and 1 directly in 0-based Python, so they compute x(3)·x(2) (1.4754); journey is inputs[1] and Your is inputs[0], giving 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
i, j = 2, 1
ex_omega = 0.0
for k in range(3):
    ex_omega += inputs[i, k].item() * inputs[j, k].item()
ex_omega = round(ex_omega, 4)
