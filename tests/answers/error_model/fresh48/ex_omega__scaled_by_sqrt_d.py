# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) as in scaled dot-product attention; the raw score ω₂₁ is just x⁽²⁾·x⁽¹⁾ = 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs @ inputs.T / math.sqrt(inputs.shape[-1])
ex_omega = round(scores[1, 0].item(), 4)
