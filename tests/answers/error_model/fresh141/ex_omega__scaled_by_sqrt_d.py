# exercise: ex_omega
# mistake: The learner divided the score by sqrt(3) (the scaled dot-product of later sections); ω21 is the unscaled dot product 0.9544.
import math
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

d = inputs.shape[1]
logit = torch.dot(inputs[1], inputs[0]) / math.sqrt(d)
ex_omega = round(logit.item(), 4)
