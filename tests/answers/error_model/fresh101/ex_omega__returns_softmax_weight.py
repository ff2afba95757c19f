# exercise: ex_omega
# mistake: Returns the attention weight α₂₁ (after the softmax over the six scores) instead of the raw score ω₂₁ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_scores_2, attn_weights_2)
ex_omega = round(attn_weights_2[0].item(), 4)
