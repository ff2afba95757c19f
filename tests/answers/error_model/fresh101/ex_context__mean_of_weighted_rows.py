# exercise: ex_context
# mistake: Averages the weighted rows (divides by 6) instead of summing them; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾, the weights already sum to 1.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
alpha = torch.softmax(inputs @ query, dim=0)
weighted = alpha[:, None] * inputs      # each row weighted
context = weighted.mean(dim=0)
ex_context = [round(float(c), 4) for c in context]
