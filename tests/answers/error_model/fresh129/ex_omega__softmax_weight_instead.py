# exercise: ex_omega
# mistake: The learner answers the softmax attention weight α₂₁ (about 0.1385) instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])  # (T, C)
query = X[1]                          # (C,)
scores = X @ query                    # (T,)  omega_2j
attn = torch.softmax(scores, dim=0)   # (T,)
ex_omega = round(attn[0].item(), 4)
