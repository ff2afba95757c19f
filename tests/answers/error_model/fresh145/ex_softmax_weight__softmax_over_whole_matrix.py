# exercise: ex_softmax_weight
# mistake: The learner built the full 6x6 score matrix and took one softmax over all 36 entries (flattened), then read entry [1, 1]; the softmax must be taken over journey's six scores only (its row), giving 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

all_the_scores = inputs @ inputs.T
print(all_the_scores)

flat_scores = all_the_scores.flatten()
flat_weights = torch.softmax(flat_scores, dim=0)
all_the_weights = flat_weights.view(6, 6)
print(all_the_weights)

ex_softmax_weight = round(all_the_weights[1, 1].item(), 4)
