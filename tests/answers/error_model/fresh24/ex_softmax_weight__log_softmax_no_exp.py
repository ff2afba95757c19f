# exercise: ex_softmax_weight
# mistake: Used log_softmax for numerical stability but never exponentiated, answering the log-weight -1.4359 instead of the weight α₂₂ = exp(-1.4359) = 0.2379.
import torch
import torch.nn.functional as F

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
                 dtype=torch.float64)

scores = x @ x[1]                      # ω_2j for the query "journey"
log_weights = F.log_softmax(scores, dim=0)   # log-sum-exp inside, no overflow
ex_softmax_weight = round(log_weights[1].item(), 4)
