# exercise: ex_omega
# mistake: Read the entry [1, 0] off the printed attention weights matrix (after softmax) instead of the raw score matrix inputs @ inputs.T; ω21 is the unnormalised dot product 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
print(attn_weights)
# row = query "journey", column = key "Your"
ex_omega = round(attn_weights[1, 0].item(), 4)
