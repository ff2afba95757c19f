# exercise: ex_omega
# mistake: The learner gives the softmax attention weight α₂₁ (about 0.1385) instead of the raw dot-product score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)
query = inputs[1]
scores = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    scores[i] = torch.dot(x_i, query)
print(scores)
attn = torch.softmax(scores, dim=0)
print("attn", attn, attn.sum())
# ex_omega = round(scores[0].item(), 4)
ex_omega = round(attn[0].item(), 4)
print(ex_omega)
