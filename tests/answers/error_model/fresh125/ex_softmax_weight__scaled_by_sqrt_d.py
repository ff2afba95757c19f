# exercise: ex_softmax_weight
# mistake: divides the scores by sqrt(3) before the softmax as in scaled dot-product attention, although the statement says no scaling; the unscaled weight is 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
w = F.softmax(scores / inputs.shape[-1] ** 0.5, dim=-1)
ex_softmax_weight = round(w[1].item(), 4)
