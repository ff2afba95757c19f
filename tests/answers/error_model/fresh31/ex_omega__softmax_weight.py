# exercise: ex_omega
# mistake: The learner answered the normalised attention weight α₂₁ = 0.1385 instead of the score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544 before the softmax.

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn = torch.softmax(inputs @ query, dim=0)
ex_omega = 0.1385  # attn[0]
