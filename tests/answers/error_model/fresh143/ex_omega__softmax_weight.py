# exercise: ex_omega
# mistake: It returns the normalised attention weight α₂₁ (softmax of the query's scores) instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)
attn_w = torch.softmax(attn_scores_2, dim=0)
ex_omega = float(f"{attn_w[0].item():.4f}")
