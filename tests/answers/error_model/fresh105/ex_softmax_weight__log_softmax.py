# exercise: ex_softmax_weight
# mistake: The learner used log_softmax and reported the log-probability log α₂₂ ≈ -1.4359 instead of the probability α₂₂ = exp(...) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
logits = inputs @ inputs[1]
# log_softmax is the numerically nice way to normalise
logp = torch.log_softmax(logits, dim=0)
ex_softmax_weight = round(logp[1].item(), 4)
