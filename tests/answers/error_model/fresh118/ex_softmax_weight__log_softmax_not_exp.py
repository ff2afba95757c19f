# exercise: ex_softmax_weight
# mistake: Uses log_softmax for stability and reports the log-weight (about -1.4360) without exponentiating it; the weight is exp of that, 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
lw = torch.log_softmax(scores, dim=0)   # stable
ex_softmax_weight = round(lw[1].item(), 4)
