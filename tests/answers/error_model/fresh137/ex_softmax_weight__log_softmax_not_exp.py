# exercise: ex_softmax_weight
# mistake: The learner computed log_softmax for stability and reported the log-weight (about -1.4359) instead of exponentiating it to the weight 0.2379.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import torch

X = torch.tensor(inputs, dtype=torch.float64)
scores = X @ X[1]
logw = scores - torch.logsumexp(scores, dim=0)
ex_softmax_weight = round(logw[1].item(), 4)
