# exercise: ex_omega
# mistake: Indexes the key as inputs[2] ("starts") instead of inputs[0] ("Your"), computing x(2)·x(3) = 1.4754 instead of x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

query = inputs[1]   # journey is the 2nd word
key = inputs[1 + 1]
ex_omega = round(torch.dot(query, key).item(), 4)
