# exercise: ex_softmax_weight
# mistake: The learner normalised by dividing the scores by their sum instead of applying the softmax (exp then divide); α₂₂ = 0.2379.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = x @ x[1]
ex_softmax_weight = round((w / w.sum())[1].item(), 4)
