# exercise: ex_omega
# mistake: Gave the softmax attention weight α21 (0.1385) instead of the raw dot-product score ω21 = 0.9544.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = torch.softmax(x @ x[1], 0)
print(s)
ex_omega = round(float(s[0]), 4)
