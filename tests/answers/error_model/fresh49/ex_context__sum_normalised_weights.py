# exercise: ex_context
# mistake: Used weights ω₂ⱼ / Σ ω₂ⱼ (the simple sum normalisation) instead of the softmax weights, so z⁽²⁾ comes out slightly off; with softmax weights z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
weights = scores / scores.sum()
z = torch.zeros(3)
for j, x_j in enumerate(inputs):
    z += weights[j] * x_j
ex_context = [round(float(v), 4) for v in z]
