# exercise: ex_softmax_weight
# mistake: The learner applies torch.softmax to the scores and then softmax again "to normalise" the weights, giving 0.1787; one softmax of the raw scores already sums to 1 (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores_2 = inputs @ inputs[1]
weights_2 = torch.softmax(scores_2, dim=0)
weights_2 = torch.softmax(weights_2, dim=0)  # normalize
print(weights_2, weights_2.sum())
ex_softmax_weight = round(float(weights_2[1]), 4)
