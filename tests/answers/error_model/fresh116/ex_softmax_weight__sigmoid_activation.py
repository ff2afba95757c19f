# exercise: ex_softmax_weight
# mistake: Used a sigmoid on the score ω₂₂ (activation='sigmoid' habit) instead of the softmax over the six scores.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

scores = torch.einsum('d,nd->n', inputs[1], inputs)
ex_softmax_weight = round(torch.sigmoid(scores)[1].item(), 4)
