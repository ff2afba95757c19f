# exercise: ex_softmax_weight
# mistake: The learner precomputed the whole 6x6 score matrix and applied one softmax over all 36 entries (flattened) instead of over journey's six scores; α22 is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs @ inputs.T
all_weights = torch.softmax(scores.flatten(), dim=0).view(6, 6)

ex_softmax_weight = round(all_weights[1, 1].item(), 4)
