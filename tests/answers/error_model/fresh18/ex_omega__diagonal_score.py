# exercise: ex_omega
# mistake: Gave ω₂₂ = x⁽²⁾·x⁽²⁾ = 1.4950 (indexed the key with the query's row) instead of ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]  # journey
ex_omega = round(torch.dot(query, inputs[1]).item(), 4)  # 1.4950
