# exercise: ex_softmax_weight
# mistake: The denominator sums the raw scores ω₂ⱼ instead of exp(ω₂ⱼ), so the learner computes exp(ω₂₂)/Σω₂ⱼ; the softmax divides by Σ exp(ω₂ⱼ).
import math
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x2 = inputs[1]
w = [sum(x2[k].item() * inputs[j, k].item() for k in range(3)) for j in range(6)]
ex_softmax_weight = round(math.exp(w[1]) / sum(w[j] for j in range(6)), 4)
