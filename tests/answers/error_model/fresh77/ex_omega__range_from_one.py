# exercise: ex_omega
# mistake: The learner's coordinate loop runs over range(1, 3), so the first coordinates (0.55·0.43) are never added: 0.7179 instead of 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
key = inputs[0]
acc = torch.zeros(1)
for k in range(1, 3):
    acc[0] += query[k] * key[k]
ex_omega = round(acc.item(), 4)
