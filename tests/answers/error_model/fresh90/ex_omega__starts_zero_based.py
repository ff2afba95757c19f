# exercise: ex_omega
# mistake: The learner took x⁽²⁾ as inputs[2] (zero-based, "starts") instead of inputs[1] ("journey"), computing x⁽³⁾ · x⁽¹⁾ ≈ 0.9422 instead of 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64], [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[2]
x_1 = inputs[0]
ex_omega = round(torch.dot(x_2, x_1).item(), 4)
