# exercise: ex_omega
# mistake: The score was divided by sqrt(3) as in scaled dot-product attention (0.5510); the asked score ω21 is the plain dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

x2, x1 = inputs[1], inputs[0]
ex_omega = round((torch.dot(x2, x1) / inputs.shape[1] ** 0.5).item(), 4)
