# exercise: ex_omega
# mistake: The learner took the score from the already softmax-normalised row (attention weight α₂₁) instead of the raw dot product ω₂₁ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn = inputs @ inputs.T
attn = torch.softmax(attn, dim=-1)
ex_omega = round(attn[1, 0].item(), 4)
print(attn[1])
