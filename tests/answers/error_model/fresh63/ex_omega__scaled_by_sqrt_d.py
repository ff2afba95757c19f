# exercise: ex_omega
# mistake: Divides the dot product by √3 as in scaled dot-product attention; ω₂₁ here is the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

# tf.matmul(q, k, transpose_b=True) / tf.sqrt(d_k)
scores = torch.matmul(inputs, inputs.T) / inputs.shape[-1] ** 0.5
ex_omega = round(scores[1, 0].item(), 4)
