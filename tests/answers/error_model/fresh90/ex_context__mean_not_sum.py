# exercise: ex_context
# mistake: The learner averaged the weighted input rows (.mean(0)) instead of summing them, so the context vector is six times too small; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64], [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(inputs @ inputs[1], dim=0)
weighted = w[:, None] * inputs
ex_context = [round(v, 4) for v in weighted.mean(dim=0).tolist()]
