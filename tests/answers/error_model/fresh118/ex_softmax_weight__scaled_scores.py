# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax although the statement says no scaling; softmax of the raw scores gives 0.2379.
import math
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = inputs @ inputs[1]
s.div_(math.sqrt(inputs.shape[1]))
s.sub_(s.max()).exp_()
s.div_(s.sum())
ex_softmax_weight = round(s[1].item(), 4)
