# exercise: ex_softmax_weight
# mistake: Takes one softmax over all 36 scores of the flattened score matrix (0.0523) instead of over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = torch.einsum("id,jd->ij", inputs, inputs)
alpha = scores.flatten().softmax(0).view_as(scores)
print(alpha)
ex_softmax_weight = round(float(alpha[1, 1]), 4)
