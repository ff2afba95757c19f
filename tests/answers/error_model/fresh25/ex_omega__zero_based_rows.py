# exercise: ex_omega
# mistake: The learner indexed the rows as if x⁽²⁾ and x⁽¹⁾ were inputs[2] and inputs[1], computing the score of "starts" with "journey" (1.4754) instead of ω₂₁ = inputs[1] · inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

# ω21 = x^(2) . x^(1)
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
