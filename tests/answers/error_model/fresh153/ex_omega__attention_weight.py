# exercise: ex_omega
# mistake: Gives the softmax-normalised attention weight α₂₁ instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

journey = inputs[1]
scores = inputs @ journey
weights = torch.softmax(scores, dim=0)
if not torch.isclose(weights.sum(), torch.tensor(1.0)):
    raise RuntimeError("weights do not sum to 1")
ex_omega = round(weights[0].item(), 4)
