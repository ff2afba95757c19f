# exercise: ex_omega
# mistake: The learner took the key from the row of 'journey's neighbour 'starts' (index 2) instead of 'Your' (index 0), computing x2·x3 = 1.4754; ω₂₁ uses x⁽¹⁾ = inputs[0], giving 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]          # x^(2): journey
key = inputs[1 + 1]        # x^(1)
print("logit:", torch.dot(query, key))
ex_omega = round(torch.dot(query, key).item(), 4)
