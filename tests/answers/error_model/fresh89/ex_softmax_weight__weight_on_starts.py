# exercise: ex_softmax_weight
# mistake: The query row is indexed 0-based but the key column 1-based, so alpha_23 (the weight on "starts") is returned instead of alpha_22.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])
row = 2 - 1
col = 2
w = torch.softmax(inputs[row] @ inputs.T, dim=-1)
print(w)
ex_softmax_weight = round(float(w[col]), 4)
