# exercise: ex_omega
# mistake: The learner reported the normalised transition weight α₂₁ (softmax of journey's row of scores) instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544 the question asks for.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
row = inputs @ query                 # out-edges of journey
probs = torch.softmax(row, dim=0)    # turn the row into a distribution
ex_omega = float(f"{probs[0].item():.4f}")
