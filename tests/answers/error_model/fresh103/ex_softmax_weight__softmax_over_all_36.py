# exercise: ex_softmax_weight
# mistake: The learner applies the softmax to all 36 scores of the matrix at once (flattened) and reads entry (1, 1); the softmax must be taken over the six scores of journey's row only.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = inputs @ inputs.T
w = torch.softmax(scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(w[1, 1].item(), 4)
