# exercise: ex_softmax_weight
# mistake: The learner took the softmax over all 36 flattened scores of the matrix instead of over the six scores of the query 'journey'; α₂₂ = 0.2379.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_softmax_weight = round((x @ x.T).flatten().softmax(0).view(6, 6)[1, 1].item(), 4)
