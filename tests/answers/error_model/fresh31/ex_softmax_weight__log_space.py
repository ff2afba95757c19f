# exercise: ex_softmax_weight
# mistake: Working in log space, the learner answered the log-weight log α₂₂ = -1.4359; the question asks for the weight itself, α₂₂ = 0.2379.

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
log_w = torch.log_softmax(scores, dim=0)  # no overflow in log space
ex_softmax_weight = round(log_w[1].item(), 4)  # -1.4359
