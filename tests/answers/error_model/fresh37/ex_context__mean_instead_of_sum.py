# exercise: ex_context
# mistake: Weights the rows correctly but averages them with .mean(0) instead of summing, dividing the context vector by 6; z^(2) = Σ α₂ⱼ x^(j) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
alpha = (inputs @ inputs[1]).softmax(-1)
weighted = alpha[:, None] * inputs
ex_context = weighted.mean(0).round(decimals=4).tolist()
