# exercise: ex_omega
# mistake: Reported the softmax weight α₂₁ (0.1385) of the row instead of the raw score ω₂₁ = 0.9544.
import torch
x = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                  [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
query = x[1]
attn = torch.softmax(x @ query, dim=0)
print(attn)
ex_omega = 0.1385
