# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by their sum (omega_22 / sum omega_2j, the book's first simple normalisation) instead of the softmax exp(omega_22) / sum exp(omega_2j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = torch.stack([torch.dot(inputs[1], x) for x in inputs])
scores = scores.clamp(min=0)
weights = scores / scores.sum()
ex_softmax_weight = round(float(weights[1]), 4)
