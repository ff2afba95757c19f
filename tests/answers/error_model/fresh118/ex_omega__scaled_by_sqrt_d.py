# exercise: ex_omega
# mistake: Computes the scores with addmm and alpha = 1/sqrt(3), i.e. scaled scores (0.5510); ω₂₁ is the plain dot product 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d = inputs.shape[1]
S = torch.addmm(torch.zeros(6, 6), inputs, inputs.T, beta=0, alpha=d ** -0.5)
ex_omega = round(S[1, 0].item(), 4)
print(S)
