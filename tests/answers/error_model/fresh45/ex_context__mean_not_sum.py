# exercise: ex_context
# mistake: Averages the weighted input rows (mean over the 6 tokens) instead of adding them, so the vector is 6 times too small; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ ≈ [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn = torch.softmax(inputs @ inputs[1], dim=0)       # (6,)
weighted = attn[:, None] * inputs                      # (6, 3)
z2 = weighted.mean(dim=0)
ex_context = [round(v, 4) for v in z2.tolist()]
