# exercise: ex_softmax_weight
# mistake: The learner took the softmax over the diagonal scores ω_jj (every token with itself) and read the second entry; the softmax must be over the row ω₂ⱼ of the query "journey" (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs @ inputs.T
self_scores = torch.diagonal(scores)
ex_softmax_weight = round(torch.softmax(self_scores, dim=0)[1].item(), 4)
