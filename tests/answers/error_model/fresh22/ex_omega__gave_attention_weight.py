# exercise: ex_omega
# mistake: Gave the softmax attention weight alpha_21 = 0.1385 (what nn.MultiheadAttention returns as attn weights) instead of the raw score omega_21 = 0.9544.
import torch
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
scores = inputs[1] @ inputs.T
attn = torch.softmax(scores, dim=0)
ex_omega = round(attn[0].item(), 4)   # journey -> Your
