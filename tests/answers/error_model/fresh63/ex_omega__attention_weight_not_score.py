# exercise: ex_omega
# mistake: Reports the softmax weight α₂₁ instead of the raw score ω₂₁; the question asks for the dot product before the softmax.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
ex_omega = float(f"{attn_weights[1][0]:.4f}")
