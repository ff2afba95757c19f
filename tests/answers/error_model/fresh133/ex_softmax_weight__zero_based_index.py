# exercise: ex_softmax_weight
# mistake: The learner takes row/column index 2 (0-based, the token "starts") instead of index 1 for "journey", giving α₃₃ rather than α₂₂ (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = 2
scores = inputs @ inputs[q]
w = torch.softmax(scores, dim=0)
ex_softmax_weight = round(w[q].item(), 4)
