# exercise: ex_omega
# mistake: The learner reports the softmax weight alpha_21 (0.1385) instead of the raw attention score w21 = x(2) . x(1) = 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_scores_2, attn_weights_2)
ex_omega = round(attn_weights_2[0].item(), 4)
