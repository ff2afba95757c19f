# exercise: ex_softmax_weight
# mistake: Applies the softmax over all 36 scores of the flattened score matrix and then takes entry [1, 1]; the softmax must run over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.T
weights = scores.flatten().softmax(0).view_as(scores)
ex_softmax_weight = round(weights[1, 1].item(), 4)
