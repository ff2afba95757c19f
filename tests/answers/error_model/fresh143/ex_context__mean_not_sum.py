# exercise: ex_context
# mistake: It averages the weighted input rows (mean over the 6 tokens) instead of summing them, so the context vector is 6 times too small; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[1]
attn_weights_2 = torch.softmax(inputs @ x_2, dim=0)
weighted = attn_weights_2[:, None] * inputs   # (6, 3)
context_vec_2 = weighted.mean(dim=0)
ex_context = [round(float(c), 4) for c in context_vec_2]
