# exercise: ex_omega
# mistake: The learner reported the softmax attention weight α₂₁ (≈0.1385) instead of the raw score ω₂₁ = x⁽²⁾·x⁽¹⁾; the answer is the plain dot product 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],  # Your
                       [0.55, 0.87, 0.66],  # journey
                       [0.57, 0.85, 0.64],  # starts
                       [0.22, 0.58, 0.33],  # with
                       [0.77, 0.25, 0.10],  # one
                       [0.05, 0.80, 0.55]]) # step

# like attn_weights in the gpt2 code: scores then softmax
attn_weights = torch.softmax(inputs[1] @ inputs.T, dim=-1)
ex_omega = round(attn_weights[0].item(), 4)
