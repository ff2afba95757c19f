# exercise: ex_omega
# mistake: Reads ω₂₁ from the score row after dividing it by its sum (the normalised weight α₂₁), not the raw dot product; ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import numpy as np
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs.numpy() @ inputs[1].numpy()
scores = scores / scores.sum()
print(scores)
ex_omega = round(float(scores[0]), 4)
