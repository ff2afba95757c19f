# exercise: ex_softmax_weight
# mistake: exp was applied to the whole 6x6 score matrix and divided by the sum of all 36 entries; the softmax normalises over the six scores of the query journey only (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

E = torch.exp(inputs @ inputs.T)
ones = torch.ones(6)
Z = ones @ E @ ones
ex_softmax_weight = round((E / Z)[1, 1].item(), 4)
